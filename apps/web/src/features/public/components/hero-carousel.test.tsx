import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { CAROUSEL_SLIDES } from '../data/site';
import { preferReducedMotion } from '../testing/reduced-motion';
import { HeroCarousel } from './hero-carousel';

/** The one slide not hidden from assistive technology. */
const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });
const carousel = () => screen.getByRole('region', { name: 'Highlights' });
const track = () => currentSlide().parentElement as HTMLElement;

describe('HeroCarousel', () => {
  afterEach(() => vi.useRealTimers());

  it('is a labelled carousel of 3 slides showing the first', () => {
    renderWithProviders(<HeroCarousel />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveTextContent(CAROUSEL_SLIDES[0]!.title);
    expect(screen.getAllByRole('button', { name: /^Slide \d:/ })).toHaveLength(3);
  });

  it('moves with next and previous, wrapping at both ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroCarousel />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('jumps to a slide from its dot and marks that dot current', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroCarousel />);
    const third = screen.getByRole('button', { name: `Slide 3: ${CAROUSEL_SLIDES[2]!.title}` });
    await user.click(third);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^Slide 1:/ })).toHaveAttribute('aria-current', 'false');
  });

  it('is operable from the keyboard (Tab, Enter, arrow keys)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroCarousel />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  it('advances every 4 seconds on its own, with the live region off', () => {
    vi.useFakeTimers();
    renderWithProviders(<HeroCarousel />);
    expect(track()).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(3999));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    vi.useFakeTimers();
    renderWithProviders(<HeroCarousel />);
    fireEvent.mouseEnter(carousel());
    act(() => vi.advanceTimersByTime(12000));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(track()).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(carousel());
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while focus is inside it', () => {
    vi.useFakeTimers();
    renderWithProviders(
      <>
        <HeroCarousel />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(12000));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('stops and restarts from the rotation button', () => {
    vi.useFakeTimers();
    renderWithProviders(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => vi.advanceTimersByTime(12000));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(track()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('does not auto-play when the user prefers reduced motion', () => {
    preferReducedMotion();
    vi.useFakeTimers();
    renderWithProviders(<HeroCarousel />);
    act(() => vi.advanceTimersByTime(20000));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    expect(track()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });
});
