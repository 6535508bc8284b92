import './customer-config.css';
import { Link } from 'react-router-dom';
import { useBuscaConfiguracoesEmpresa, useBuscaEmpresa } from '@generated/api/empresas/empresas';
import { RecordLoading, RecordProblem, recordProblemOf } from '@/components/resource/record-state';
import { recordTexts } from '@/components/resource/resource-texts';
import { useRecordId } from '@/components/resource/use-record-id';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CustomerCertificateSection } from './customer-certificate-section';

const TITLE = 'Configurações da empresa';
const LIST_PATH = '/dashboard/empresas';

/**
 * /dashboard/empresas/{customerId}/configuracoes: the customer's digital certificate A1 (the fiscal
 * configuration sections join it on this page).
 */
export function CustomerConfigPage() {
  useDocumentTitle(TITLE);
  const id = useRecordId('customerId');
  const flags = usePermissions();
  const valid = typeof id === 'number';
  const empresa = useBuscaEmpresa(valid ? id : 0, { query: { enabled: valid, meta: { silent: true } } });
  const config = useBuscaConfiguracoesEmpresa(valid ? id : 0, { query: { enabled: valid, meta: { silent: true } } });

  if (!valid) return <RecordProblem message={recordTexts.notFound('empresa')} listPath={LIST_PATH} />;
  const failed = empresa.error ?? config.error;
  if (failed) {
    const retry = () => void Promise.all([empresa.refetch(), config.refetch()]);
    return <RecordProblem {...recordProblemOf(failed, 'empresa', retry)} listPath={LIST_PATH} />;
  }
  if (!empresa.data || !config.data) return <RecordLoading />;

  return (
    <div className="config-page">
      <header className="config-page__header">
        <h1 className="app-page-title">{TITLE}</h1>
        <p className="config-page__subject">
          <Link to={`${LIST_PATH}/${id}/consulta`}>{empresa.data.nome}</Link>
        </p>
      </header>
      <CustomerCertificateSection empresaId={id} certificado={config.data.certificado ?? null} canEdit={flags.canEditCustomerConfig === true} />
    </div>
  );
}
