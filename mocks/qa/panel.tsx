import { contractOperations, type ContractOperation } from '@generated/tables/operations';
import { Button } from '@/ui/button';
import { DrawerFrame } from '@/ui/drawer-frame';
import { inputTextClass } from '@/ui/primereact-markup';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { SeedProfile } from '../db/seed/seed-context';
import type { ForcedFailure } from '../kit/qa';
import type { QaControls } from './browser-qa';
import { QA_PANEL_ID } from './settings';
import { describeFailure, describeScenario, QA_LIMITS } from './scenario';

export interface QaPanelProps extends DrawerVisibility {
  controls: QaControls;
}

/** The panel's class names: under the panel's id, the marker of its code (./launcher.tsx). */
const css = (element: string) => `${QA_PANEL_ID}__${element}`;

const PROFILES: ReadonlyArray<{ value: SeedProfile; label: string; name: string }> = [
  { value: 'demo', label: 'Demonstração (o padrão)', name: 'de demonstração' },
  {
    value: 'large',
    label: 'Grande: 50.000 cidades e 10.000 clientes, gerados na página (leva alguns segundos)',
    name: 'grande',
  },
];
/** The first field, focused when the panel opens. */
const LATENCY_ID = `${QA_PANEL_ID}-latency`;

const profileName = (profile: SeedProfile) =>
  PROFILES.find((entry) => entry.value === profile)?.name ?? profile;

/** A whole number within `limits`, or null (blank, a fraction, out of bounds). */
function parseWhole(text: string, limits: { min: number; max: number }): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= limits.min && value <= limits.max ? value : null;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The contract's operations whose method, path, operationId, summary or tag hold every word of `query`. */
export function filterOperations(
  operations: readonly ContractOperation[],
  query: string,
): ContractOperation[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return operations.filter((operation) => {
    const text = fold(
      `${operation.method} ${operation.path} ${operation.operationId} ${operation.summary} ${operation.tag}`,
    );
    return words.every((word) => text.includes(word));
  });
}

interface NumberSettingProps {
  id: string;
  label: string;
  hint: string;
  value: number;
  limits: { min: number; max: number };
  onChange: (value: number) => void;
}

interface WholeNumberInputProps {
  id: string;
  text: string;
  limits: { min: number; max: number };
  invalid: boolean;
  describedBy?: string;
  onText: (text: string) => void;
}

/** The panel's whole-number input: its limits, its invalid look and state. */
function WholeNumberInput({ id, text, limits, invalid, describedBy, onText }: WholeNumberInputProps) {
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={limits.min}
      max={limits.max}
      step={1}
      className={inputTextClass(invalid)}
      value={text}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onText(event.target.value)}
    />
  );
}

/** A number the mock API uses, in force as soon as it is a valid one (a blank or wrong one changes nothing). */
function NumberSetting({ id, label, hint, value, limits, onChange }: NumberSettingProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Changed elsewhere (restored defaults, another tab, the console): the field follows.
  if (value !== shown) {
    setShown(value);
    setText(String(value));
  }
  const invalid = parseWhole(text, limits) === null;
  return (
    <div className={css('field')}>
      <label htmlFor={id}>{label}</label>
      <WholeNumberInput
        id={id}
        text={text}
        limits={limits}
        invalid={invalid}
        describedBy={invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
        onText={(next) => {
          setText(next);
          const parsed = parseWhole(next, limits);
          if (parsed !== null && parsed !== value) {
            setShown(parsed);
            onChange(parsed);
          }
        }}
      />
      {invalid && (
        <small id={`${id}-error`} className={`p-error ${css('error')}`}>
          Um número inteiro de {limits.min.toLocaleString('pt-BR')} a {limits.max.toLocaleString('pt-BR')}: o
          valor em vigor continua {value.toLocaleString('pt-BR')}.
        </small>
      )}
      <small id={`${id}-hint`} className={css('hint')}>
        {hint}
      </small>
    </div>
  );
}

/** A new forced failure: an operation of the contract (searched by any of its names) and its answer. */
function NewFailure({ onAdd }: { onAdd: QaControls['addFailure'] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [operationId, setOperationId] = useState('');
  const [status, setStatus] = useState('500');
  const [erro, setErro] = useState('');
  const [times, setTimes] = useState('1');
  const [afterCommit, setAfterCommit] = useState(false);
  const [added, setAdded] = useState('');
  const found = useMemo(() => filterOperations(contractOperations, query), [query]);
  const operation = found.find((candidate) => candidate.operationId === operationId) ?? found[0];
  const statusValue = parseWhole(status, QA_LIMITS.status);
  const timesValue = times.trim() === '' ? undefined : parseWhole(times, QA_LIMITS.times);
  const ready =
    operation !== undefined && statusValue !== null && timesValue !== null && erro.length <= QA_LIMITS.erro;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || statusValue === null || timesValue === null) return;
    const failure = {
      method: operation.method,
      path: operation.path,
      status: statusValue,
      ...(erro.trim() ? { erro: erro.trim() } : {}),
      ...(timesValue !== undefined ? { times: timesValue } : {}),
      ...(afterCommit ? { afterCommit: true } : {}),
      operationId: operation.operationId,
    };
    onAdd(failure);
    setAdded(`Falha adicionada: ${describeFailure(failure)}.`);
  };

  return (
    <form className={css('new-failure')} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={css('subtitle')}>
        Nova falha
      </h4>
      <div className={css('field')}>
        <label htmlFor={`${id}-search`}>Buscar operação</label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          className={inputTextClass()}
          value={query}
          placeholder="cidades, listaCidades, PUT …"
          aria-controls={`${id}-operation`}
          aria-describedby={`${id}-count`}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter goes to the list of what was found (it would otherwise add the failure at once).
            if (event.key !== 'Enter') return;
            event.preventDefault();
            document.getElementById(`${id}-operation`)?.focus();
          }}
        />
        <small id={`${id}-count`} className={css('hint')} aria-live="polite">
          {found.length === contractOperations.length
            ? `${contractOperations.length} operações do contrato`
            : `${found.length} de ${contractOperations.length} operações`}
        </small>
      </div>
      <div className={css('field')}>
        <label htmlFor={`${id}-operation`}>Operação</label>
        <select
          id={`${id}-operation`}
          size={6}
          className={`${inputTextClass()} ${css('operations')}`}
          value={operation?.operationId ?? ''}
          onChange={(event) => setOperationId(event.target.value)}
        >
          {found.map((candidate) => (
            <option key={candidate.operationId} value={candidate.operationId} title={candidate.summary}>
              {`${candidate.method} ${candidate.path} — ${candidate.operationId}: ${candidate.summary}`}
            </option>
          ))}
        </select>
      </div>
      <div className={css('row')}>
        <div className={css('field')}>
          <label htmlFor={`${id}-status`}>Status HTTP</label>
          <WholeNumberInput
            id={`${id}-status`}
            text={status}
            limits={QA_LIMITS.status}
            invalid={statusValue === null}
            onText={setStatus}
          />
        </div>
        <div className={css('field')}>
          <label htmlFor={`${id}-times`}>Vezes</label>
          <WholeNumberInput
            id={`${id}-times`}
            text={times}
            limits={QA_LIMITS.times}
            invalid={timesValue === null}
            describedBy={`${id}-times-hint`}
            onText={setTimes}
          />
          <small id={`${id}-times-hint`} className={css('hint')}>
            Vazio: até ser removida. Uma lista tenta de novo uma vez.
          </small>
        </div>
      </div>
      <div className={css('field')}>
        <label htmlFor={`${id}-erro`}>Mensagem (erro)</label>
        <input
          id={`${id}-erro`}
          type="text"
          autoComplete="off"
          maxLength={QA_LIMITS.erro}
          className={inputTextClass()}
          value={erro}
          aria-describedby={`${id}-erro-hint`}
          onChange={(event) => setErro(event.target.value)}
        />
        <small id={`${id}-erro-hint`} className={css('hint')}>
          Vazio: a resposta vem sem mensagem, e a tela mostra o seu texto padrão.
        </small>
      </div>
      <div className={css('check')}>
        <input
          id={`${id}-after`}
          type="checkbox"
          checked={afterCommit}
          onChange={(event) => setAfterCommit(event.target.checked)}
        />
        <label htmlFor={`${id}-after`}>Depois de gravar: a chamada é feita e só a resposta falha</label>
      </div>
      <div className={css('actions')}>
        <Button type="submit" size="small" label="Adicionar falha" disabled={!ready} />
        <span className={css('hint')} role="status">
          {added}
        </span>
      </div>
    </form>
  );
}

function Failures({ controls, failures }: { controls: QaControls; failures: readonly ForcedFailure[] }) {
  return (
    <section className={css('section')} aria-labelledby={`${QA_PANEL_ID}-failures`}>
      <h3 id={`${QA_PANEL_ID}-failures`} className={css('title')}>
        Falhas forçadas
      </h3>
      {failures.length === 0 ? (
        <p className={css('hint')}>Nenhuma: a API simulada responde normalmente.</p>
      ) : (
        <>
          <ul className={css('failures')} aria-label="Falhas em vigor">
            {failures.map((failure, index) => {
              const words = describeFailure(failure);
              return (
                <li key={`${index}-${words}`}>
                  <span className={css('failure')}>
                    {words}
                    {failure.operationId && <span className={css('hint')}> ({failure.operationId})</span>}
                  </span>
                  <Button
                    type="button"
                    size="small"
                    text
                    label="Remover"
                    aria-label={`Remover a falha ${words}`}
                    onClick={() => controls.removeFailure(index)}
                  />
                </li>
              );
            })}
          </ul>
          {failures.length > 1 && (
            <Button
              type="button"
              size="small"
              outlined
              label="Remover todas"
              onClick={controls.clearFailures}
            />
          )}
        </>
      )}
      <NewFailure onAdd={controls.addFailure} />
    </section>
  );
}

/** The demo's data: made anew (a reload), with the profile chosen; asks first. */
function DemoData({ controls, profile }: { controls: QaControls; profile: SeedProfile }) {
  const id = useId();
  const [chosen, setChosen] = useState<SeedProfile>(profile);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const askRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) askRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <section className={css('section')} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={css('title')}>
        Dados da demonstração
      </h3>
      <p className={css('hint')}>Em uso: perfil {profileName(profile)}.</p>
      <fieldset className={css('profiles')}>
        <legend>Perfil dos dados ao recriar</legend>
        {PROFILES.map((entry) => (
          <div key={entry.value} className={css('check')}>
            <input
              id={`${id}-${entry.value}`}
              type="radio"
              name={`${id}-profile`}
              value={entry.value}
              checked={chosen === entry.value}
              onChange={() => setChosen(entry.value)}
            />
            <label htmlFor={`${id}-${entry.value}`}>{entry.label}</label>
          </div>
        ))}
      </fieldset>
      {confirming ? (
        <div role="group" aria-labelledby={`${id}-question`} className={css('confirm')}>
          <p id={`${id}-question`}>
            Recriar os dados com o perfil {profileName(chosen)}? Todas as alterações feitas na demonstração se
            perdem, e esta página (e as outras abas da demonstração) recarrega.
          </p>
          <div className={css('actions')}>
            <Button
              type="button"
              size="small"
              outlined
              label="Cancelar"
              disabled={busy}
              onClick={() => setConfirming(false)}
            />
            <Button
              ref={confirmRef}
              type="button"
              size="small"
              severity="danger"
              label="Recriar e recarregar"
              loading={busy}
              onClick={() => {
                setBusy(true);
                void controls.reset(chosen).catch(() => setBusy(false));
              }}
            />
          </div>
        </div>
      ) : (
        <Button
          ref={askRef}
          type="button"
          size="small"
          outlined
          label="Recriar os dados…"
          onClick={() => setConfirming(true)}
        />
      )}
    </section>
  );
}

/**
 * The QA panel (docs/mock-api.md): a drawer that sets what the console's `retaguardaMock` sets (latency,
 * forced failures picked from the contract's operations, token lifetime, import delay), makes the demo's
 * data anew (the 'large' profile too), copies a link that carries the scenario and restores the defaults.
 * Every change is in force at once, in this tab and the demo's others.
 */
export function QaPanel({ visible, onHide, controls }: QaPanelProps) {
  const scenario = useSyncExternalStore(controls.subscribe, controls.scenario);
  const [copied, setCopied] = useState<{ link: string; done: boolean } | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const parts = describeScenario(scenario);
  useEffect(() => {
    if (copied && !copied.done) linkRef.current?.select();
  }, [copied]);

  const copyLink = async () => {
    const link = await controls.scenarioLink();
    try {
      await navigator.clipboard.writeText(link);
      setCopied({ link, done: true });
    } catch {
      // No clipboard (plain http from another host) or refused: the link is selected, to copy by hand.
      setCopied({ link, done: false });
    }
  };

  const footer = (
    <>
      <span className={`drawer-frame__note ${css('hint')}`} role="status">
        {copied
          ? copied.done
            ? 'Link do cenário copiado.'
            : 'Não foi possível copiar: copie o link selecionado acima.'
          : ''}
      </span>
      <Button type="button" outlined label="Restaurar padrões" onClick={controls.restoreDefaults} />
      <Button type="button" label="Copiar link do cenário" onClick={() => void copyLink()} />
    </>
  );

  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title="Painel de QA"
      className={css('drawer')}
      initialFocusId={LATENCY_ID}
    >
      <DrawerFrame footer={footer} bodyClassName={css('body')}>
        <p className={css('intro')}>
          Como a API simulada responde, nesta aba e nas outras da demonstração (só na demonstração e no{' '}
          <code>npm start</code>).{' '}
          {parts.length > 0 ? <strong>Em vigor: {parts.join(' · ')}.</strong> : 'Tudo como por padrão.'}
        </p>
        {copied && (
          <div className={css('field')}>
            <label htmlFor={`${QA_PANEL_ID}-link`}>Link do cenário</label>
            <input
              id={`${QA_PANEL_ID}-link`}
              ref={linkRef}
              type="text"
              readOnly
              className={inputTextClass()}
              value={copied.link}
            />
          </div>
        )}
        <section className={css('section')} aria-labelledby={`${QA_PANEL_ID}-network`}>
          <h3 id={`${QA_PANEL_ID}-network`} className={css('title')}>
            Rede, sessão e importações
          </h3>
          <NumberSetting
            id={LATENCY_ID}
            label="Latência (ms)"
            hint="Somada a cada chamada da API. Padrão: 0."
            value={scenario.latencyMs}
            limits={QA_LIMITS.latencyMs}
            onChange={controls.setLatency}
          />
          <NumberSetting
            id={`${QA_PANEL_ID}-ttl`}
            label="Validade do token de acesso (s)"
            hint="Vale para os tokens emitidos daqui em diante (a próxima entrada ou renovação). Padrão: 900."
            value={scenario.accessTtlSeconds}
            limits={QA_LIMITS.accessTtlSeconds}
            onChange={controls.setTokenTtl}
          />
          <NumberSetting
            id={`${QA_PANEL_ID}-import-delay`}
            label="Atraso das importações (ms)"
            hint="Entre o 202 de uma importação e o seu processamento (tempo para recarregar ou fechar a aba). Padrão: 400."
            value={scenario.importDelayMs}
            limits={QA_LIMITS.importDelayMs}
            onChange={controls.setImportDelay}
          />
        </section>
        <Failures controls={controls} failures={scenario.failures} />
        <DemoData controls={controls} profile={scenario.profile} />
      </DrawerFrame>
    </RightDrawer>
  );
}
