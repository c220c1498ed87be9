/**
 * Said only to screen readers after an action's text ("Apri il biglietto", "Ricevuta del
 * pagamento" …): which booking or rental it is for, as the same action stands on every item of
 * the list. The space before it stays outside the hidden part, so the name reads as two words.
 */
export function WhichItem({ name, code }: { name: string; code: string }) {
  return (
    <>
      {' '}
      <span className="sr-only">
        {name}, {code}
      </span>
    </>
  );
}
