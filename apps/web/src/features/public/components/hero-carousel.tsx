import { type FocusEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { CAROUSEL_SLIDES, type SlideTheme } from '../data/site';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import classes from './hero-carousel.module.css';
import { Icon } from './icon';
import { SlideArt } from './slide-art';

export interface CarouselSlide {
  theme: SlideTheme;
  title: string;
  text: string;
}

interface HeroCarouselProps {
  slides?: readonly CarouselSlide[];
  /** Milliseconds between slides (spec: 4 seconds on the landing page). */
  interval?: number;
}

/**
 * Auto-advancing carousel after the WAI-ARIA pattern: rotation pauses while hovered or focused, never
 * starts when the user prefers reduced motion, and a pause/play button comes first in tab order.
 */
export function HeroCarousel({ slides = CAROUSEL_SLIDES, interval = 4000 }: HeroCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const trackId = useId();
  const count = slides.length;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the 4 s wait after a manual change
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, interval, count]);

  const go = (to: number) => setIndex(((to % count) + count) % count);

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else return;
    e.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className={classes.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={classes.viewport}>
        <div
          id={trackId}
          className={classes.track}
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern (group + roledescription "slide")
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
              className={classes.slide}
              data-theme={slide.theme}
            >
              <SlideArt theme={slide.theme} className={classes.art} />
              <p className={classes.slideTitle}>{slide.title}</p>
              <p className={classes.slideText}>{slide.text}</p>
            </div>
          ))}
        </div>
      </div>
      <div className={classes.controls}>
        <button
          type="button"
          className={classes.control}
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
        >
          <Icon name={playing ? 'pause' : 'play'} size={18} />
        </button>
        <div className={classes.nav}>
          <button
            type="button"
            className={classes.control}
            onClick={() => go(index - 1)}
            aria-controls={trackId}
            aria-label="Previous slide"
          >
            <Icon name="chevronLeft" size={20} />
          </button>
          <div className={classes.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                className={classes.dot}
                onClick={() => go(i)}
                aria-controls={trackId}
                aria-label={`Slide ${i + 1}: ${slide.title}`}
                aria-current={i === index}
              />
            ))}
          </div>
          <button
            type="button"
            className={classes.control}
            onClick={() => go(index + 1)}
            aria-controls={trackId}
            aria-label="Next slide"
          >
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      </div>
    </section>
  );
}
