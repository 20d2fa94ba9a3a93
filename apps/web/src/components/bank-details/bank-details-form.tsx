import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  ACCOUNT_HOLDER_MAX,
  BANK_MESSAGES,
  type BankDetails,
  MESSAGES,
  PAYMENT_SCREEN_TEXTS as T,
  updateBankDetailsBodySchema,
} from '@ojt/domain';
import { useState } from 'react';
import actions from '../account/dialog-buttons.module.css';
import { FormError } from '../account/form-message';
import { serverFieldErrors } from '../account/server-field-errors';
import { actionFailureText } from '../action-failure-text';
import { FormErrorSummary } from '../form-error-summary';
import { withPrompt } from '../lookup-options';
import { useSchemaForm } from '../use-schema-form';
import { type BankHolder, useBanks, useUpdateBankDetails } from './api/bank-details';

// The server names the body's fields as the form does.
const FIELD_NAMES = {
  bankId: 'bankId',
  accountNumber: 'accountNumber',
  accountHolder: 'accountHolder',
} as const;

export interface BankDetailsFormProps {
  holder: BankHolder;
  /** The details now (null: the first account): the bank and holder start from them, never the number. */
  current: BankDetails | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/**
 * Add or change the account: a bank of the office's list, the whole account number (typed again on a
 * change: no screen holds it), the holder. The domain's rules check it first; the server's 400s show
 * under the fields they name, anything else above the buttons.
 */
export function BankDetailsForm({ holder, current, onSaved, onCancel }: BankDetailsFormProps) {
  const banks = useBanks(true);
  const save = useUpdateBankDetails(holder);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(updateBankDetailsBodySchema, {
    bankId: current ? String(current.bankId) : '',
    accountNumber: '',
    accountHolder: current?.accountHolder ?? '',
  });

  const submit = handleSubmit((body) => {
    setFailure(null);
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => {
        const fields = serverFieldErrors(error, FIELD_NAMES);
        if (Object.keys(fields).length > 0) form.setErrors(fields);
        else
          setFailure(
            actionFailureText(error, {
              fallback: T.failedSaveBankDetails,
              network: MESSAGES.networkErrorTryAgain,
            }),
          );
      },
    });
  });

  const options = withPrompt(
    T.bankPlaceholder,
    (banks.data ?? []).map((bank) => ({ value: String(bank.bankId), label: bank.name })),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        {banks.isError ? <FormError message={BANK_MESSAGES.failedLoadBanks} /> : null}
        <NativeSelect label={T.bankLabel} withAsterisk data={options} {...field('bankId')} />
        <TextInput
          label={T.accountNumberLabel}
          description={current ? T.accountNumberChangeHint : T.accountNumberHint}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          {...field('accountNumber')}
        />
        <TextInput
          label={T.accountHolderLabel}
          description={T.accountHolderHint}
          withAsterisk
          maxLength={ACCOUNT_HOLDER_MAX}
          autoComplete="name"
          {...field('accountHolder')}
        />
        <FormError message={failure} />
        <div className={actions.actions}>
          <Button variant="default" onClick={onCancel} disabled={save.isPending} mih={44}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} mih={44}>
            {T.saveBankDetails}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
