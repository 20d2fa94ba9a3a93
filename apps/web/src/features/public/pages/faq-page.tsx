// Styles of components the shared public stylesheet (app/mantine-styles.ts) leaves out.
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Mark.layer.css';
import { Button, Chip, Container, TextInput } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { FaqList } from '../components/faq-list';
import { PageHero } from '../components/page-hero';
import { PublicLayout } from '../components/public-layout';
import { FAQ_CATEGORIES, FAQ_ITEMS, type FaqCategory, filterFaq } from '../data/faq';
import classes from './faq-page.module.css';

type CategoryFilter = FaqCategory | 'All';
const FILTERS: readonly CategoryFilter[] = ['All', ...FAQ_CATEGORIES];

export function FaqPage() {
  useDocumentTitle('Frequently Asked Questions');
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const hydrated = useHydrated();
  const results = filterFaq(FAQ_ITEMS, query, category);

  // 'default' is the key of the first page loaded in this tab: there is nothing to go back to.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));
  const clearFilters = () => {
    setQuery('');
    setCategory('All');
  };

  return (
    <PublicLayout>
      <PageHero
        size="md"
        title="Frequently Asked Questions"
        lead="Answers about registering, approval, placements, stipends and your account."
        before={
          <Button
            variant="white"
            color="dark"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={goBack}
          >
            Back
          </Button>
        }
      />
      <Container size="md" className={classes.body}>
        <div className={classes.controls}>
          <TextInput
            type="search"
            label="Search questions"
            placeholder="e.g. stipend, password"
            leftSection={<IconSearch size={18} aria-hidden />}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            size="md"
            disabled={!hydrated}
          />
          <fieldset className={classes.chips}>
            <legend className={classes.chipsLegend}>Category</legend>
            <Chip.Group value={category} onChange={(v) => setCategory(v as CategoryFilter)}>
              <div className={classes.chipList}>
                {FILTERS.map((f) => (
                  <Chip key={f} value={f} name="faq-category" disabled={!hydrated}>
                    {f}
                  </Chip>
                ))}
              </div>
            </Chip.Group>
          </fieldset>
        </div>

        <p className={classes.count} aria-live="polite">
          {results.length === FAQ_ITEMS.length
            ? `Showing all ${FAQ_ITEMS.length} questions`
            : `Showing ${results.length} of ${FAQ_ITEMS.length} questions`}
        </p>

        {results.length === 0 ? (
          <div className={classes.empty}>
            <p className={classes.emptyText}>{MESSAGES.faqNoResults}</p>
            <Button variant="outline" onClick={clearFilters}>
              Clear search and filters
            </Button>
          </div>
        ) : (
          <FaqList
            items={results}
            highlight={query}
            extra={(item) => <p className={classes.category}>Category: {item.category}</p>}
          />
        )}

        <aside className={classes.support} aria-labelledby="faq-support-title">
          <div>
            <h2 id="faq-support-title" className={classes.supportTitle}>
              Still have questions?
            </h2>
            <p className={classes.supportText}>Send us a message and we will reply within 2 business days.</p>
          </div>
          <Button component={Link} to={paths.contact} size="md">
            Contact Support
          </Button>
        </aside>
      </Container>
    </PublicLayout>
  );
}
