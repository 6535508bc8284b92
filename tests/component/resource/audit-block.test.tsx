import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditBlock } from '@/kit/audit-block';
import { formatDateTime } from '@/lib/format/date';

const created = '2024-03-05T14:07:00';
const updated = '2024-04-10T09:30:00';

afterEach(cleanup);

describe('AuditBlock', () => {
  it('shows both lines with their labels', () => {
    const { container } = render(
      <AuditBlock
        record={{
          createdAt: created,
          usuarioCreated: { id: 1, nome: 'ANA CAROLINA MENDES' },
          updatedAt: updated,
          usuarioUpdated: { id: 2, nome: 'BRUNO SOUZA' },
        }}
      />,
    );
    expect(container.querySelector('dl')).toHaveAccessibleName('Auditoria');
    expect(screen.getByText('Cadastro')).toBeInTheDocument();
    expect(
      screen.getByText(`Cadastrado em ${formatDateTime(created)} por ANA CAROLINA MENDES`),
    ).toBeInTheDocument();
    expect(screen.getByText('Alteração')).toBeInTheDocument();
    expect(screen.getByText('Alterado em 10/04/2024 - 09:30 por BRUNO SOUZA')).toBeInTheDocument();
  });

  it('omits the missing parts and lines', () => {
    const { container, rerender } = render(
      <AuditBlock
        record={{ createdAt: created, usuarioCreated: null, updatedAt: null, usuarioUpdated: null }}
      />,
    );
    expect(screen.getByText('Cadastrado em 05/03/2024 - 14:07')).toBeInTheDocument();
    expect(screen.queryByText('Alteração')).not.toBeInTheDocument();
    expect(screen.queryByText(/Alterado/)).not.toBeInTheDocument();

    rerender(<AuditBlock record={{ updatedAt: updated, usuarioUpdated: { id: 2, nome: 'BRUNO SOUZA' } }} />);
    expect(screen.queryByText(/Cadastrado/)).not.toBeInTheDocument();
    expect(screen.getByText('Alterado em 10/04/2024 - 09:30 por BRUNO SOUZA')).toBeInTheDocument();

    rerender(<AuditBlock record={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
