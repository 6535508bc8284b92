import {
  getBuscaConfiguracoesEmpresaQueryKey,
  useAlteraConfiguracoesEmpresa,
  useBuscaConfiguracoesEmpresa,
  useBuscaEmpresa,
} from '@generated/api/empresas/empresas';
import { useRecordId } from '@/kit';
import { ConfigurationScreen } from './configuration-screen';
import { CustomerCertificateSection } from './customer-certificate-section';

/** /dashboard/empresas/{customerId}/configuracoes: the fiscal configuration and the digital certificate A1. */
export function CustomerConfigurationPage() {
  const id = useRecordId('customerId');
  const valid = typeof id === 'number';
  const options = { query: { enabled: valid, meta: { silent: true } } };
  const record = useBuscaEmpresa(valid ? id : 0, options);
  const config = useBuscaConfiguracoesEmpresa(valid ? id : 0, options);
  const { mutateAsync } = useAlteraConfiguracoesEmpresa({ mutation: { meta: { silent: true } } });
  return (
    <ConfigurationScreen
      segment="empresas"
      id={id}
      label={record.data?.nome}
      record={record}
      config={config}
      configKey={getBuscaConfiguracoesEmpresaQueryKey}
      save={(empresaId, data) => mutateAsync({ id: empresaId, data })}
    >
      {(loaded) => (
        <CustomerCertificateSection empresaId={loaded.id} certificado={loaded.config.certificado ?? null} canEdit={loaded.canEdit} />
      )}
    </ConfigurationScreen>
  );
}
