import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { StaffApplications, StaffDecideApplicationsRequest } from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { rejectedFields } from '@/lib/firebase/callable-error';
import { buttonClass } from '@/ui/button-class';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { TextField } from '@/ui/form/text-field';
import { decideApplications, useStaffApplications } from '@/features/staff/api/staff-applications';
import { applicationsQueryKey, auditLogQueryKey } from '@/features/staff/api/staff-query-keys';
import { ApplicationCard } from './application-card';
import { RejectDialog } from './reject-dialog';
import { RESOLUTION_DATE_IN_FUTURE, resolutionDateProblem } from './resolution-date';
import { useDecisionSummary } from './use-decision-summary';

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
  const [resolutionDate, setResolutionDate] = useState(() => todayInRome(new Date()));
  const [dateProblem, setDateProblem] = useState<MessageDescriptor>();
  const dateInput = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const summary = useDecisionSummary();

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
      if (rejectedFields(error).includes('resolutionDate')) {
        setDateProblem(RESOLUTION_DATE_IN_FUTURE);
      }
      setFailure(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.admission)));
    },
  });

  // The card that was tapped leaves the list: the outcome takes the focus, and is read out.
  useEffect(() => {
    if (announcement) status.current?.focus();
  }, [announcement]);

  /** The resolution date is checked before anything is sent; a problem is shown on its field. */
  const dateIsValid = () => {
    const problem = resolutionDateProblem(resolutionDate, todayInRome(new Date()));
    setDateProblem(problem);
    if (problem) dateInput.current?.focus();
    return !problem;
  };
  const admit = (applicationIds: string[]) => {
    if (dateIsValid()) decide.mutate({ decision: 'admit', applicationIds, resolutionDate });
  };
  const askReason = (applicationIds: string[]) => {
    if (!dateIsValid()) return;
    setFailure('');
    setRejecting(applicationIds);
  };
  const reject = async (reason: string) => {
    const applicationIds = [...rejecting];
    await decide.mutateAsync({ decision: 'reject', applicationIds, resolutionDate, reason });
    setRejecting([]);
  };
  const nameOf = (id: string) => waiting.find((application) => application.id === id)?.memberName;
  const chosen = waiting.filter(({ id }) => selected.has(id)).map(({ id }) => id);
  const count = chosen.length;
  const total = waiting.length;
  const busy = decide.isPending;

  return (
    <section aria-labelledby="admission-title" className="mt-12">
      <h2 id="admission-title" className="text-2xl font-bold text-vine-900">
        {t`Domande di ammissione`}
      </h2>
      <details
        className="mt-4 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="cursor-pointer p-4 font-semibold text-stone-900">
          {t`Mostra le domande in attesa`}
        </summary>
        <div className="border-t border-stone-200 p-4">
          <p className="text-sm text-stone-700">
            {t`Le domande in attesa di delibera, dalla più vecchia. Ammetti o respingi una domanda, oppure selezionane più di una.`}
          </p>
          <TextField
            className="mt-4 max-w-xs"
            name="resolutionDate"
            label={t`Delibera del`}
            type="date"
            required
            inputRef={dateInput}
            value={resolutionDate}
            onChange={(value) => {
              setResolutionDate(value);
              setDateProblem(undefined);
            }}
            error={dateProblem ? i18n._(dateProblem) : undefined}
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
          {applications.isPending && open && (
            <p role="status" className="mt-4 text-stone-700">
              {t`Caricamento delle domande...`}
            </p>
          )}
          {applications.isError && (
            <p role="alert" className="mt-4 rounded-md bg-wine-50 p-3 text-wine-800">
              {i18n._(errorMessage(applications.error, STAFF_ERROR_CONTEXTS.admission))}
            </p>
          )}
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
        </div>
      </details>
      <RejectDialog
        names={rejecting.map((id) => nameOf(id) ?? id)}
        failure={failure}
        onClose={() => setRejecting([])}
        onReject={reject}
      />
    </section>
  );
}
