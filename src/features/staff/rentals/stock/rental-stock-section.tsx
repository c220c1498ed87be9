import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OutOfService } from '@/domain/documents/rental-stock';
import type { StaffRentalStock, StockModel } from '@/domain/api/staff-rental-stock';
import { formatDayMonthYear, formatEuros } from '@/domain/format';
import { FRAME_SIZES } from '@/domain/rental/sizes';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { TitledSection } from '@/ui/titled-section';
import { useRentalStock, useRentalStockChange } from '@/features/staff/api/staff-rental-stock';
import { SectionReadState, StaffDisclosureSection } from '@/features/staff/staff-section';
import { AddOnForm } from './add-on-form';
import { ModelStockForm } from './model-stock-form';
import { OutOfServiceForm } from './out-of-service-form';

type Save = ReturnType<typeof useRentalStockChange>['mutateAsync'];

function OutOfServiceList({
  model,
  canEdit,
  save,
}: {
  model: StockModel;
  canEdit: boolean;
  save: Save;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [problem, setProblem] = useState('');
  if (model.outOfService.length === 0) {
    return <p className="mt-2 text-sm text-stone-700">{t`Nessuna bici fuori servizio.`}</p>;
  }
  const putBack = async (range: OutOfService) => {
    setProblem('');
    try {
      await save({ op: 'removeOutOfService', modelId: model.modelId, range });
    } catch (error) {
      setProblem(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.rentalStock)));
    }
  };
  return (
    <>
      <ul className="mt-2 space-y-2 text-sm">
        {model.outOfService.map((range, index) => {
          const from = formatDayMonthYear(range.from, locale);
          const to = formatDayMonthYear(range.to, locale);
          return (
            <li key={index} className="flex flex-wrap items-center gap-2">
              <span>
                {t`Taglia ${range.size}: ${range.units} dal ${from} al ${to}`}
                {range.note ? ` · ${range.note}` : ''}
              </span>
              {canEdit && (
                <button
                  type="button"
                  className={buttonClass('outline', 'small')}
                  onClick={() => void putBack(range)}
                >
                  {t`Rimetti in servizio`}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {problem && (
        <p role="alert" className="mt-2 text-wine-700">
          {problem}
        </p>
      )}
    </>
  );
}

function ModelStock({
  stock,
  model,
  save,
}: {
  stock: StaffRentalStock;
  model: StockModel;
  save: Save;
}) {
  const { t } = useLingui();
  const sizes = FRAME_SIZES.filter((size) => model.units[size] > 0)
    .map((size) => `${size} ${model.units[size]}`)
    .join(', ');
  return (
    <TitledSection
      title={model.modelName}
      level={3}
      className="mt-4 border-t border-stone-200 pt-4"
    >
      {stock.canEdit ? (
        <ModelStockForm key={stock.asOf} model={model} onSave={save} />
      ) : (
        <p className="mt-1 text-sm text-stone-700">
          {t`Bici per taglia: ${sizes || '0'} · pausa tra noleggi ${model.bufferHours} h`}
        </p>
      )}
      <h4 className="mt-4 font-semibold text-stone-900">{t`Fuori servizio`}</h4>
      <OutOfServiceList model={model} canEdit={stock.canEdit} save={save} />
      {stock.canEdit && (
        <div className="mt-3">
          <OutOfServiceForm key={stock.asOf} model={model} today={stock.today} onSave={save} />
        </div>
      )}
    </TitledSection>
  );
}

/**
 * "Scorte" in "Noleggi": the bikes per model and size, those out of service, and the add-ons.
 * Every staff member sees it; managers (the server's `canEdit`) get the forms. Read only once
 * opened, so the desk's day never waits for it.
 */
export function RentalStockSection({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const stock = useRentalStock(uid, open);
  const change = useRentalStockChange(uid);
  const data = stock.data;
  return (
    <StaffDisclosureSection
      title={t`Scorte`}
      summary={t`Bici per taglia, fuori servizio e accessori`}
      onOpenChange={setOpen}
    >
      <div className="px-4 pb-4">
        <SectionReadState
          loading={stock.isPending && open ? t`Caricamento...` : null}
          error={
            stock.isError
              ? i18n._(errorMessage(stock.error, STAFF_ERROR_CONTEXTS.rentalStock))
              : null
          }
        />
        {data?.models.map((model) => (
          <ModelStock key={model.modelId} stock={data} model={model} save={change.mutateAsync} />
        ))}
        {data && (
          <TitledSection
            title={t`Accessori`}
            level={3}
            className="mt-4 border-t border-stone-200 pt-4"
          >
            <ul className="mt-2 space-y-4">
              {data.addOns.map((addOn) => (
                <li key={addOn.addOnId}>
                  {data.canEdit ? (
                    <AddOnForm key={data.asOf} addOn={addOn} onSave={change.mutateAsync} />
                  ) : (
                    <p className="text-sm text-stone-700">
                      {t`${addOn.name[locale]}: ${addOn.units}, ${formatEuros(addOn.pricePerDayCents, locale)} al giorno`}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </TitledSection>
        )}
      </div>
    </StaffDisclosureSection>
  );
}
