import {
  getBuscaConfiguracoesFilialQueryKey,
  useAlteraConfiguracoesFilial,
  useBuscaConfiguracoesFilial,
  useBuscaFilial,
} from '@generated/api/filiais/filiais';
import { useRecordId } from '@/kit';
import { ConfigurationScreen } from './configuration-screen';

/** /dashboard/filiais/{branchId}/configuracoes: the branch's fiscal configuration. */
export function BranchConfigurationPage() {
  const id = useRecordId('branchId');
  const valid = typeof id === 'number';
  const options = { query: { enabled: valid, meta: { silent: true } } };
  const record = useBuscaFilial(valid ? id : 0, options);
  const config = useBuscaConfiguracoesFilial(valid ? id : 0, options);
  const { mutateAsync } = useAlteraConfiguracoesFilial({ mutation: { meta: { silent: true } } });
  const filial = record.data;
  return (
    <ConfigurationScreen
      segment="filiais"
      id={id}
      label={filial && `${filial.codigo} - ${filial.fantasia || filial.nome}`}
      record={record}
      config={config}
      configKey={getBuscaConfiguracoesFilialQueryKey}
      save={(filialId, data) => mutateAsync({ id: filialId, data })}
    />
  );
}
