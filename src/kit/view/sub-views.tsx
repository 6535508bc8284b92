import type { ReactNode } from 'react';
import type { EmailContato, Endereco, Telefone } from '@generated/api/model';
import { formatCep, formatPhone } from '@/lib/format/documents';
import { enumLabel } from '@/lib/format/labels';
import { RecordLink } from './record-link';
import { viewTexts } from './view-texts';

/** Display helpers of the view page for the sub-lists of a record (address, phones, e-mails, rows). */

function orDash(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? viewTexts.empty : value;
}

function referenceName(reference: { nome?: string; descricao?: string } | null | undefined): string {
  return reference?.nome ?? reference?.descricao ?? '';
}

/** The resources of the address's city and country pickers (address-sources.ts): their records' pages. */
const ADDRESS_LINKS = { cidade: 'cidades', pais: 'paises' } as const;

export function AddressView({ value }: { value: Endereco | null | undefined }) {
  if (!value) return <>{viewTexts.empty}</>;
  const labels = viewTexts.address;
  const items: Array<[string, ReactNode]> = [
    [labels.street, value.logradouro],
    [labels.number, value.numero],
    [labels.complement, value.complemento],
    [labels.district, value.bairro],
    [labels.cep, formatCep(value.cep)],
    [
      labels.city,
      <RecordLink segment={ADDRESS_LINKS.cidade} id={value.cidade?.id ?? value.cidadeId}>
        {referenceName(value.cidade)}
      </RecordLink>,
    ],
    [
      labels.country,
      <RecordLink segment={ADDRESS_LINKS.pais} id={value.pais?.id ?? value.paisId}>
        {referenceName(value.pais)}
      </RecordLink>,
    ],
  ];
  return (
    <dl className="resource-view__sub-grid">
      {items.map(([label, text]) => (
        <div key={label} className="resource-view__item">
          <dt>{label}</dt>
          <dd>{orDash(text)}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface RowsColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

/** A read-only table of sub-records (or 'Nenhum item'). */
export function RowsView<R>({
  value,
  columns,
}: {
  value: readonly R[] | null | undefined;
  columns: readonly RowsColumn<R>[];
}) {
  if (!value || value.length === 0) return <>{viewTexts.noItems}</>;
  // Sub-record values (phones, types, codes) read whole: on a narrow screen the table scrolls in its box.
  return (
    <div className="resource-view__rows-scroll">
      <table className="resource-view__rows">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {value.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.header}>{orDash(column.cell(row))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const phoneColumns: readonly RowsColumn<Telefone>[] = [
  { header: viewTexts.phone.type, cell: (phone) => enumLabel(viewTexts.phoneTypes, phone.tipo) },
  { header: viewTexts.phone.number, cell: (phone) => formatPhone(phone.numero) },
  { header: viewTexts.phone.carrier, cell: (phone) => phone.operadora },
  { header: viewTexts.phone.note, cell: (phone) => phone.observacao },
];

export function PhonesView({ value }: { value: readonly Telefone[] | null | undefined }) {
  return <RowsView value={value} columns={phoneColumns} />;
}

const emailColumns: readonly RowsColumn<EmailContato>[] = [
  { header: viewTexts.email.address, cell: (email) => email.enderecoEmail },
  { header: viewTexts.email.name, cell: (email) => email.nome },
];

export function EmailsView({ value }: { value: readonly EmailContato[] | null | undefined }) {
  return <RowsView value={value} columns={emailColumns} />;
}

/** Names of referenced records (a plan's modules, a user's customers) as a list of tags. */
export function ReferenceList({ value }: { value: readonly string[] | null | undefined }) {
  if (!value || value.length === 0) return <>{viewTexts.noItems}</>;
  return (
    <ul className="resource-view__tags">
      {value.map((name, index) => (
        <li key={`${index}-${name}`}>{name}</li>
      ))}
    </ul>
  );
}
