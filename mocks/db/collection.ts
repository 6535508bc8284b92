/** A user as the audit fields and history record them. */
export interface Actor {
  id: number;
  nome: string;
  email?: string;
  avatarUrl?: string | null;
}

export interface AuditFields {
  createdAt: string;
  usuarioCreated: Actor | null;
  updatedAt: string | null;
  usuarioUpdated: Actor | null;
}

export interface StoredRecord extends AuditFields {
  id: number;
  ativo: boolean;
}

export interface StatusEvent {
  id: number;
  ativo: boolean;
  motivo: string;
  createdAt: string;
  usuario: Actor | null;
}

export interface CollectionSnapshot<T> {
  records: T[];
  history: Record<number, StatusEvent[]>;
  nextId: number;
}

function actorOf(user: Actor | null): Actor | null {
  return user ? { id: user.id, nome: user.nome, email: user.email, avatarUrl: user.avatarUrl ?? null } : null;
}

/**
 * An in-memory table: records keyed by id, audit fields kept on every write, and the lock/unlock
 * history of each record. Records are replaced, never mutated, on update.
 */
export class Collection<T extends StoredRecord> {
  private readonly byId = new Map<number, T>();
  private history: Record<number, StatusEvent[]> = {};
  private nextId = 1;
  private nextEventId = 1;
  /** Bumped on every write; sorted views are kept until it changes. */
  private version = 0;
  private readonly sortedViews = new Map<string, { version: number; records: T[] }>();

  constructor(readonly name: string) {}

  all(): T[] {
    return [...this.byId.values()];
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: number): T | undefined {
    return this.byId.get(id);
  }

  /** The records in a sort order, computed once per order until the next write (lists of 50,000 rows). */
  sortedBy(key: string, compare: (a: T, b: T) => number): T[] {
    const cached = this.sortedViews.get(key);
    if (cached && cached.version === this.version) return cached.records;
    const records = this.all().sort(compare);
    this.sortedViews.set(key, { version: this.version, records });
    return records;
  }

  find(predicate: (record: T) => boolean): T | undefined {
    for (const record of this.byId.values()) if (predicate(record)) return record;
    return undefined;
  }

  insert(data: Omit<T, keyof StoredRecord> & Partial<StoredRecord>, user: Actor | null, now = new Date()): T {
    const id = data.id ?? this.nextId;
    this.nextId = Math.max(this.nextId, id + 1);
    const record = {
      ...data,
      id,
      ativo: data.ativo ?? true,
      createdAt: data.createdAt ?? now.toISOString(),
      usuarioCreated: data.usuarioCreated ?? actorOf(user),
      updatedAt: data.updatedAt ?? null,
      usuarioUpdated: data.usuarioUpdated ?? null,
    } as T;
    this.byId.set(id, record);
    this.version++;
    return record;
  }

  update(id: number, changes: Partial<Omit<T, 'id'>>, user: Actor | null, now = new Date()): T | undefined {
    const current = this.byId.get(id);
    if (!current) return undefined;
    const record = {
      ...current,
      ...changes,
      id,
      updatedAt: now.toISOString(),
      usuarioUpdated: actorOf(user),
    };
    this.byId.set(id, record);
    this.version++;
    return record;
  }

  remove(id: number): boolean {
    delete this.history[id];
    this.version++;
    return this.byId.delete(id);
  }

  /** Locks or unlocks a record and appends the event, with its reason, to the record's history. */
  setAtivo(id: number, ativo: boolean, motivo: string, user: Actor | null, now = new Date()): T | undefined {
    const record = this.update(id, { ativo } as Partial<Omit<T, 'id'>>, user, now);
    if (!record) return undefined;
    const event: StatusEvent = {
      id: this.nextEventId++,
      ativo,
      motivo,
      createdAt: now.toISOString(),
      usuario: actorOf(user),
    };
    (this.history[id] ??= []).push(event);
    return record;
  }

  historyOf(id: number): StatusEvent[] {
    return [...(this.history[id] ?? [])].reverse();
  }

  snapshot(): CollectionSnapshot<T> {
    return { records: this.all(), history: this.history, nextId: this.nextId };
  }

  restore(snapshot: CollectionSnapshot<T>): void {
    this.byId.clear();
    this.version++;
    for (const record of snapshot.records) this.byId.set(record.id, record);
    this.history = snapshot.history ?? {};
    this.nextId = snapshot.nextId;
    const eventIds = Object.values(this.history)
      .flat()
      .map((event) => event.id);
    this.nextEventId = Math.max(0, ...eventIds) + 1;
  }
}
