import { Button, Title } from '@mantine/core';
import { type PaymentRun, PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT } from '@ojt/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import placementClasses from '../placements/placements.module.css';
import stipendClasses from '../stipend-settings/stipend-settings.module.css';
import { BanksSection } from './banks-section';
import { ClaimsSection } from './claims-section';
import { CreateRunDialog } from './create-run-dialog';
import { PaymentRunDetailModal } from './payment-run-detail-modal';
import { PaymentRunsList } from './payment-runs-list';

/**
 * The office's Payments view (issue 28), beside Timesheets and Stipend under Placements: the payment
 * runs (create one, see its lines, the two signatures, the bank file and the bank's results), the
 * reimbursement claims to approve, and the list of banks.
 */
export function PaymentsPanel() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<PaymentRun | null>(null);
  return (
    <section aria-labelledby="payments-heading">
      <div className={placementClasses.header}>
        <Title order={2} size="h3" id="payments-heading">
          {TEXT.paymentsTitle}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {TEXT.createRunAction}
        </Button>
      </div>
      <div className={stipendClasses.sections}>
        <PaymentRunsList page={page} setPage={setPage} onView={setViewing} />
        <ClaimsSection />
        <BanksSection />
      </div>
      <CreateRunDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(run) => {
          setCreating(false);
          setPage(1);
          setViewing(run);
        }}
      />
      <PaymentRunDetailModal run={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
