import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import type { StaffApplications, StaffDecideApplicationsRequest } from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { rejectedFields } from '@/lib/firebase/callable-error';
import { buttonClass } from '@/ui/button-class';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { DateField } from '@/ui/form/date-field';
import { decideApplications, useStaffApplications } from '@/features/staff/api/staff-applications';
import { applicationsQueryKey, auditLogQueryKey } from '@/features/staff/api/staff-query-keys';
import { ApplicationCard } from './application-card';
import { RejectDialog } from './reject-dialog';
import { RESOLUTION_DATE_IN_FUTURE, resolutionDateProblem } from './resolution-date';
import { useDecisionSummary } from './use-decision-summary';
import { SectionReadState, StaffDisclosureSection } from '@/features/staff/staff-section';

/** The board's date, and the decision waiting for it to be checked. */
interface DecisionForm {
  resolutionDate: string;
  next:
    | { decision: 'admit'; applicationIds: string[] }
    | { decision: 'ask-reason'; applicationIds: string[] }
    | null;
}

/**
 * "Domande di ammissione" (managers only; the server checks the claim): the applications waiting
 * for the board, oldest first, each with what the board needs and the bookings made on it.
 * Closed at first and asked for only once opened, since reading them is an audit entry. Opening
 * it and tapping "Ammetti" admits one: two taps on a phone. "Respingi" asks for the reason in a
 * dialog. Several can be selected and decided at once; every decision records the date of the
 * board's resolution ("Delibera del", today unless changed) and is told back in a status line.
 */
export function AdmissionSection({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const applications = useStaffApplications(uid, open);
  const waiting = applications.data?.applications ?? [];
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const summary = useDecisionSummary();
  const refusedDate = (fields: readonly string[]) =>
    fields.includes('resolutionDate') ? { resolutionDate: RESOLUTION_DATE_IN_FUTURE } : {};

  const decide = useMutation({
    mutationFn: (request: StaffDecideApplicationsRequest) => decideApplications(request),
    onMutate: () => {
      setFailure('');
      setAnnouncement('');
    },
    onSuccess: ({ results }) => {
      setAnnouncement(summary(results, waiting));
      // Every application answered is off the waiting list, whatever the outcome.
      const answered = new Set(results.map(({ applicationId }) => applicationId));
      queryClient.setQueryData<StaffApplications>(applicationsQueryKey(uid), (current) =>
        current
          ? { applications: current.applications.filter(({ id }) => !answered.has(id)) }
          : current,
      );
      setSelected((current) => new Set([...current].filter((id) => !answered.has(id))));
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey(uid) });
    },
    onError: (error) => {
      setFailure(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.admission)));
    },
  });

  // "Delibera del" is checked before any decision goes; the decision rides with the date.
  const form = useCheckedForm<DecisionForm, 'resolutionDate', MessageDescriptor>({
    initial: () => ({ resolutionDate: todayInRome(new Date()), next: null }),
    check: ({ resolutionDate }) => {
      const problem = resolutionDateProblem(resolutionDate, todayInRome(new Date()));
      return problem ? { resolutionDate: problem } : {};
    },
    refused: refusedDate,
    send: async ({ resolutionDate, next }) => {
      if (!next) return;
      if (next.decision === 'ask-reason') {
        setFailure('');
        setRejecting(next.applicationIds);
        return;
      }
      await decide.mutateAsync({ ...next, resolutionDate });
    },
  });
  const { formRef, errorOf, setField } = form;
  const { resolutionDate } = form.values;
  const dateProblem = errorOf('resolutionDate');

  // The card that was tapped leaves the list: the outcome takes the focus, and is read out.
  useEffect(() => {
    if (announcement) status.current?.focus();
  }, [announcement]);

  const admit = (applicationIds: string[]) =>
    void form.submit({ resolutionDate, next: { decision: 'admit', applicationIds } });
  const askReason = (applicationIds: string[]) =>
    void form.submit({ resolutionDate, next: { decision: 'ask-reason', applicationIds } });
  /** From the dialog, which stays open (and says why) when this throws. */
  const reject = async (reason: string) => {
    const applicationIds = [...rejecting];
    try {
      await decide.mutateAsync({ decision: 'reject', applicationIds, resolutionDate, reason });
    } catch (error) {
      form.markInvalid(refusedDate(rejectedFields(error)));
      throw error;
    }
    setRejecting([]);
  };
  const nameOf = (id: string) => waiting.find((application) => application.id === id)?.memberName;
  const chosen = waiting.filter(({ id }) => selected.has(id)).map(({ id }) => id);
  const count = chosen.length;
  const total = waiting.length;
  const busy = decide.isPending;

  return (
    <StaffDisclosureSection
      title={t`Domande di ammissione`}
      summary={t`Mostra le domande in attesa`}
      onOpenChange={setOpen}
      after={
        <RejectDialog
          names={rejecting.map((id) => nameOf(id) ?? id)}
          failure={failure}
          onClose={() => setRejecting([])}
          onReject={reject}
        />
      }
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="border-t border-stone-200 p-4"
      >
        <p className="text-sm text-stone-700">
          {t`Le domande in attesa di delibera, dalla più vecchia. Ammetti o respingi una domanda, oppure selezionane più di una.`}
        </p>
        <DateField
          className="mt-4 max-w-md"
          name="resolutionDate"
          label={t`Delibera del`}
          required
          value={resolutionDate}
          onChange={(value) => setField('resolutionDate', value)}
          error={dateProblem && i18n._(dateProblem)}
        />
        <p
          ref={status}
          role="status"
          tabIndex={-1}
          className={announcement ? 'mt-4 rounded-md bg-vine-50 p-3 text-vine-900' : 'sr-only'}
        >
          {announcement}
        </p>
        {failure && rejecting.length === 0 && (
          <p role="alert" className="mt-4 rounded-md bg-wine-50 p-3 text-wine-800">
            {failure}
          </p>
        )}
        <SectionReadState
          loading={applications.isPending && open ? t`Caricamento delle domande...` : null}
          error={
            applications.isError
              ? i18n._(errorMessage(applications.error, STAFF_ERROR_CONTEXTS.admission))
              : null
          }
        />
        {applications.data && total === 0 && (
          <p className="mt-4 text-stone-800">{t`Nessuna domanda in attesa.`}</p>
        )}
        {total > 0 && (
          <>
            <div className="mt-6 flex flex-wrap items-center gap-3 border-b border-stone-200 pb-4">
              <CheckboxField
                label={t`Seleziona tutte (${total})`}
                checked={count === total}
                disabled={busy}
                onChange={(all) =>
                  setSelected(all ? new Set(waiting.map(({ id }) => id)) : new Set())
                }
              />
              <span className="grow" />
              <button
                type="button"
                className={buttonClass('primary', 'small')}
                disabled={busy || count === 0}
                aria-busy={busy}
                onClick={() => admit(chosen)}
              >
                {t`Ammetti selezionate (${count})`}
              </button>
              <button
                type="button"
                className={buttonClass('outline', 'small')}
                disabled={busy || count === 0}
                onClick={() => askReason(chosen)}
              >
                {t`Respingi selezionate (${count})`}
              </button>
            </div>
            <ol aria-label={t`Domande in attesa`} className="divide-y divide-stone-200">
              {waiting.map((application) => (
                <li key={application.id}>
                  <ApplicationCard
                    application={application}
                    selected={selected.has(application.id)}
                    busy={busy}
                    onSelect={(on) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (on) next.add(application.id);
                        else next.delete(application.id);
                        return next;
                      })
                    }
                    onAdmit={() => admit([application.id])}
                    onReject={() => askReason([application.id])}
                  />
                </li>
              ))}
            </ol>
          </>
        )}
      </form>
    </StaffDisclosureSection>
  );
}
