import type { EmailContato, Endereco, Telefone } from '@generated/api/model';
import { isValidPhone } from '@/lib/validation/br-rules';
import type { MockDatabase } from '../db/database';
import { onlyDigits } from '../db/data/documents';
import {
  idAllocator,
  invalid,
  isRefusal,
  refusalOf,
  required,
  upper,
  upperOrNull,
  type Refusal,
} from './rules';

/** The contact fields customers (empresas) and branches (filiais) share. */
export interface Contacts {
  endereco: Endereco;
  telefones?: Telefone[];
  emails?: EmailContato[];
}

/** Ids of every nested contact item of a table's records (to allocate new ones after them). */
export function contactIds(records: Iterable<Contacts>): () => number {
  function* ids() {
    for (const record of records) {
      yield record.endereco?.id;
      for (const telefone of record.telefones ?? []) yield telefone.id;
      for (const email of record.emails ?? []) yield email.id;
    }
  }
  return idAllocator(ids());
}

function keptId(
  id: number | undefined,
  current: Array<{ id?: number }> | undefined,
  nextId: () => number,
): number {
  return id !== undefined && current?.some((item) => item.id === id) ? id : nextId();
}

/**
 * Resolves and normalises an address, its phones and e-mails: city and country must exist and be
 * active (unless unchanged), texts are stored in capitals, phones as digits (with a DDD in use, 10 or
 * 11 digits: the app's isValidPhone), e-mails in lower case. `prefix` is the path of the fields in the
 * body (e.g. "dados." for customers).
 */
export function resolveContacts(
  input: Contacts,
  db: MockDatabase,
  current: Contacts | undefined,
  prefix: string,
  nextId: () => number,
): Required<Contacts> | Refusal {
  const { endereco } = input;
  const cidade = required(db.resources.cidades, endereco.cidadeId, `${prefix}endereco.cidadeId`, {
    active: true,
    keep: current?.endereco.cidadeId,
  });
  const pais = required(db.resources.paises, endereco.paisId, `${prefix}endereco.paisId`, {
    active: true,
    keep: current?.endereco.paisId,
  });
  const telefones = (input.telefones ?? []).map((telefone) => ({
    ...telefone,
    numero: onlyDigits(telefone.numero),
  }));
  const badPhones = telefones
    .map((telefone, index) => (isValidPhone(telefone.numero) ? -1 : index))
    .filter((index) => index >= 0)
    .map((index) => invalid(`${prefix}telefones.${index}.numero`, 'Telefone inválido'));
  const refusal = refusalOf(cidade, pais, ...badPhones);
  if (refusal || isRefusal(cidade) || isRefusal(pais)) return refusal as Refusal;
  return {
    endereco: {
      id: current?.endereco.id ?? nextId(),
      logradouro: upper(endereco.logradouro),
      bairro: upper(endereco.bairro),
      numero: upper(endereco.numero),
      complemento: upperOrNull(endereco.complemento),
      cep: endereco.cep,
      cidadeId: cidade.id,
      cidade: { id: cidade.id, nome: cidade.nome },
      paisId: pais.id,
      pais: { id: pais.id, nome: pais.nome },
    },
    telefones: telefones.map((telefone) => ({
      id: keptId(telefone.id, current?.telefones, nextId),
      tipo: telefone.tipo,
      numero: telefone.numero,
      operadora: upperOrNull(telefone.operadora),
      observacao: upperOrNull(telefone.observacao),
    })),
    emails: (input.emails ?? []).map((email) => ({
      id: keptId(email.id, current?.emails, nextId),
      enderecoEmail: email.enderecoEmail.trim().toLowerCase(),
      nome: upperOrNull(email.nome),
    })),
  };
}
