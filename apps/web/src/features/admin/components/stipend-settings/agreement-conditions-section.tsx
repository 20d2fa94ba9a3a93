import { Button, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  AGREEMENT_CONDITIONS_MAX,
  agreementConditionsBodySchema,
  firstValidationMessage,
  MESSAGES,
  AGREEMENT_MESSAGES as TEXT,
} from '@ojt/domain';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import { useActionFailure } from '../../../../components/action-failure-text';
import { formatDateTime } from '../../../../components/date-text';
import { useAgreementConditions, useSaveAgreementConditions } from '../../api/agreement-conditions';
import { ListError } from '../list-states';

function ConditionsForm({ text, updatedAt }: { text: string; updatedAt: string | null }) {
  const save = useSaveAgreementConditions();
  const [value, setValue] = useState(text);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const failure = useActionFailure({
    fallback: MESSAGES.internalError,
    network: MESSAGES.networkErrorTryAgain,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    failure.clear();
    setDone(null);
    const message = firstValidationMessage(agreementConditionsBodySchema, { text: value });
    setProblem(message ?? null);
    if (message) return;
    save.mutate(value, {
      onSuccess: (answer) => setDone(answer.message || TEXT.conditionsSaved),
      onError: failure.show,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="agreement-conditions-heading">
      <Stack gap="sm">
        <Textarea
          label={TEXT.conditionsLabel}
          description={TEXT.conditionsHint}
          rows={8}
          resize="vertical"
          maxLength={AGREEMENT_CONDITIONS_MAX}
          withAsterisk
          value={value}
          error={problem}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setDone(null);
          }}
        />
        <Text size="sm" c="dimmed">
          {updatedAt ? `${TEXT.conditionsLastChanged} ${formatDateTime(updatedAt)}` : TEXT.conditionsDefault}
        </Text>
        <FormError message={failure.text} />
        <FormSuccess message={done} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'start' }}>
          {TEXT.saveConditions}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The programme's conditions (issue 29): the text the office keeps, stated by every new version of
 * a placement agreement; versions already drawn keep theirs.
 */
export function AgreementConditionsSection() {
  const conditions = useAgreementConditions();
  return (
    <section aria-labelledby="agreement-conditions-heading" style={{ minWidth: 0 }}>
      <Title order={3} size="h4" mb="sm" id="agreement-conditions-heading">
        {TEXT.conditionsTitle}
      </Title>
      {conditions.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : conditions.isError ? (
        <ListError message={TEXT.failedLoadConditions} onRetry={() => void conditions.refetch()} />
      ) : (
        <ConditionsForm text={conditions.data.text} updatedAt={conditions.data.updatedAt} />
      )}
    </section>
  );
}
