import {
  getBuscaConfiguracoesUnidadeQueryKey,
  useAlteraConfiguracoesUnidade,
  useBuscaConfiguracoesUnidade,
  useBuscaUnidade,
} from '@generated/api/unidades/unidades';
import { useRecordId } from '@/kit';
import { ConfigurationScreen } from './configuration-screen';

/** /dashboard/unidades/{unitId}/configuracoes: the unit's fiscal configuration. */
export function UnitConfigurationPage() {
  const id = useRecordId('unitId');
  const valid = typeof id === 'number';
  const options = { query: { enabled: valid, meta: { silent: true } } };
  const record = useBuscaUnidade(valid ? id : 0, options);
  const config = useBuscaConfiguracoesUnidade(valid ? id : 0, options);
  const { mutateAsync } = useAlteraConfiguracoesUnidade({ mutation: { meta: { silent: true } } });
  const unidade = record.data;
  return (
    <ConfigurationScreen
      segment="unidades"
      id={id}
      label={unidade && `${unidade.codigo} - ${unidade.nome}`}
      record={record}
      config={config}
      configKey={getBuscaConfiguracoesUnidadeQueryKey}
      save={(unidadeId, data) => mutateAsync({ id: unidadeId, data })}
    />
  );
}
