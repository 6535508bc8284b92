/** The first word of a name, proper-cased: 'ANA MARIA SOUZA' → 'Ana'; 'joão' → 'João'; '' → ''. */
export function firstNameOf(nome: string): string {
  const first = nome.trim().split(/\s+/)[0] ?? '';
  if (!first) return '';
  const lower = first.toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}
