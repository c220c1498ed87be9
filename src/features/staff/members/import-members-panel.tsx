import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { IMPORT_CSV_MAX_LENGTH, type StaffImportMembers } from '@/domain/api/staff-members';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { FileField } from '@/ui/form/file-field';
import { importMembers } from '@/features/staff/api/staff-members';
import { IMPORT_PROBLEM_MESSAGES } from './import-problem-messages';
import { BusyButton } from '@/ui/busy-button';

type ImportLine = StaffImportMembers['lines'][number];

/** A file read and judged by the server, waiting for "Conferma importazione". */
interface Preview {
  csv: string;
  fileName: string;
  lines: ImportLine[];
}

const countOf = (lines: readonly ImportLine[], outcome: ImportLine['outcome']) =>
  lines.filter((line) => line.outcome === outcome).length;

/**
 * "Importa CSV": a register file (the export's columns, ';' or ',') read on the device and sent
 * for a preview that writes nothing: new, updated, unchanged and refused lines, each refusal
 * with its reason. Only "Conferma importazione" writes, and the server judges the same file
 * again, so what it writes is what its answer reports. Members not in the file stay as they are.
 */
export function ImportMembersPanel({ onImported }: { onImported: () => void }) {
  const { t, i18n } = useLingui();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [done, setDone] = useState<StaffImportMembers | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const doneMessage = useRef<HTMLParagraphElement>(null);

  const check = useMutation({
    mutationFn: async (file: File) => {
      const csv = await file.text();
      if (csv.length > IMPORT_CSV_MAX_LENGTH) throw new RangeError('file too large');
      return { csv, fileName: file.name, lines: (await importMembers(csv, false)).lines };
    },
    onSuccess: setPreview,
  });
  const apply = useMutation({
    mutationFn: (csv: string) => importMembers(csv, true),
    onSuccess: (result) => {
      setPreview(null);
      setDone(result);
      if (fileInput.current) fileInput.current.value = '';
      onImported();
    },
  });

  // Whoever chose the file hears the preview, then the result, as soon as they are there.
  useEffect(() => previewHeading.current?.focus(), [preview]);
  useEffect(() => doneMessage.current?.focus(), [done]);

  const choose = (file: File | undefined) => {
    setPreview(null);
    setDone(null);
    check.reset();
    apply.reset();
    if (file) check.mutate(file);
  };
  // Too large is the file's problem, said on the field; anything else is the call's.
  const tooLarge = check.error instanceof RangeError;
  const fileProblem = tooLarge
    ? t`Il file è troppo grande: il registro si importa in un file CSV di al massimo 500 kB.`
    : undefined;
  const failure = tooLarge ? apply.error : (check.error ?? apply.error);
  const failureText = failure
    ? i18n._(errorMessage(failure, STAFF_ERROR_CONTEXTS.memberRegister))
    : undefined;

  const rejected = preview ? preview.lines.filter((line) => line.outcome === 'rejected') : [];
  const toWrite = preview ? countOf(preview.lines, 'new') + countOf(preview.lines, 'updated') : 0;
  return (
    <div className="mt-6 rounded-xl bg-stone-50 p-4">
      <h3 className="text-lg font-semibold text-vine-900">{t`Importa CSV`}</h3>
      <FileField
        className="mt-2"
        label={t`File del registro (CSV)`}
        hint={t`Le colonne dell'esportazione, separate da punto e virgola o da virgola. Prima di scrivere vedrai un'anteprima; i soci che non sono nel file restano come sono.`}
        accept=".csv,text/csv"
        disabled={check.isPending || apply.isPending}
        error={fileProblem}
        inputRef={fileInput}
        onFile={choose}
      />
      {check.isPending && (
        <p role="status" className="mt-3 text-stone-700">
          {t`Controllo del file...`}
        </p>
      )}
      {failureText && (
        <p role="alert" className="mt-3 rounded-md bg-wine-50 p-3 text-wine-800">
          {failureText}
        </p>
      )}
      {preview && (
        <div className="mt-4">
          <h4 ref={previewHeading} tabIndex={-1} className="font-semibold text-stone-900">
            <PreviewTitle fileName={preview.fileName} />
          </h4>
          <ImportCounts lines={preview.lines} />
          {rejected.length > 0 && (
            <>
              <p className="mt-3 font-medium text-stone-900">
                {t`Righe scartate (non verranno scritte):`}
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-stone-800">
                {rejected.map((line) => (
                  <li key={line.line}>
                    <RejectedLine line={line} />
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            {toWrite > 0 ? (
              <BusyButton
                busy={apply.isPending}
                tone="primary"
                size="small"
                onClick={() => apply.mutate(preview.csv)}
              >
                {apply.isPending ? t`Importazione in corso…` : t`Conferma importazione`}
              </BusyButton>
            ) : (
              <p className="text-stone-800">{t`Nessuna modifica da scrivere.`}</p>
            )}
            <button
              type="button"
              className={buttonClass('outline', 'small')}
              disabled={apply.isPending}
              onClick={() => choose(undefined)}
            >
              {t`Annulla`}
            </button>
          </div>
        </div>
      )}
      {done && (
        <p
          ref={doneMessage}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-md bg-green-50 p-3 text-green-900"
        >
          <ImportResult lines={done.lines} />
        </p>
      )}
    </div>
  );
}

function ImportCounts({ lines }: { lines: readonly ImportLine[] }) {
  const { t } = useLingui();
  const added = countOf(lines, 'new');
  const updated = countOf(lines, 'updated');
  const unchanged = countOf(lines, 'unchanged');
  const rejected = countOf(lines, 'rejected');
  return (
    <ul className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
      <li className="rounded-md bg-white p-2 ring-1 ring-stone-200">{t`Nuovi: ${added}`}</li>
      <li className="rounded-md bg-white p-2 ring-1 ring-stone-200">{t`Aggiornati: ${updated}`}</li>
      <li className="rounded-md bg-white p-2 ring-1 ring-stone-200">{t`Invariati: ${unchanged}`}</li>
      <li className="rounded-md bg-white p-2 ring-1 ring-stone-200">{t`Scartati: ${rejected}`}</li>
    </ul>
  );
}

function RejectedLine({ line }: { line: ImportLine }) {
  const { t, i18n } = useLingui();
  const row = line.line;
  const who = [line.memberNumber, line.fullName].filter(Boolean).join(' ');
  const reason = line.problem ? i18n._(IMPORT_PROBLEM_MESSAGES[line.problem]) : '';
  return <>{who ? t`Riga ${row} (${who}): ${reason}` : t`Riga ${row}: ${reason}`}</>;
}

function PreviewTitle({ fileName }: { fileName: string }) {
  const { t } = useLingui();
  return <>{t`Anteprima di ${fileName}`}</>;
}

function ImportResult({ lines }: { lines: readonly ImportLine[] }) {
  const { t } = useLingui();
  const added = countOf(lines, 'new');
  const updated = countOf(lines, 'updated');
  const rejected = countOf(lines, 'rejected');
  return (
    <>{t`Importazione completata: ${plural(added, { one: '# nuovo socio', other: '# nuovi soci' })}, ${plural(updated, { one: '# aggiornato', other: '# aggiornati' })}, ${plural(rejected, { one: '# riga scartata', other: '# righe scartate' })}.`}</>
  );
}
