export interface TicketsSummaryProps {
  title: string;
  tickets: readonly { id: string; name: string }[];
  quantities: Record<string, number>;
}

/** 'Adult × 2' lines for the chosen tickets. */
export function TicketsSummary({ title, tickets, quantities }: TicketsSummaryProps) {
  const chosen = tickets.filter((t) => quantities[t.id]);
  if (!chosen.length) return null;
  return (
    <section className="bk-summary" aria-label={title}>
      <h3 className="bk-label">{title}</h3>
      <ul>
        {chosen.map((t) => (
          <li key={t.id}>
            {t.name} × {quantities[t.id]}
          </li>
        ))}
      </ul>
    </section>
  );
}
