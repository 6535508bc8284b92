/** Text of a value in the PDF listing: dates as dd/MM/yyyy - HH:mm, booleans Sim/Não, numbers pt-BR. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  if (value instanceof Date) return formatCell(value.toISOString());
  const text = String(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]} - ${iso[4]}:${iso[5]}` : text;
}
