import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** Sweep expired entries once the store holds this many. */
const SWEEP_ABOVE = 1000;

/**
 * oidc-provider's storage for the development provider: in memory, in this one process, which is all a development
 * stand-in needs (a restart only means signing in again). Entries expire with their artefact's TTL.
 */
export function createDevOidcStore(): AdapterFactory {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const lookups = new Map<string, string>(); // "Session:uid:<uid>" / "<Model>:userCode:<code>" → id
  const byGrant = new Map<string, Set<string>>(); // grantId → entry keys, for revokeByGrantId

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key)?.payload;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const [lookup, id] of lookups) if (!entries.has(`${lookup.split(':')[0]}:${id}`)) lookups.delete(lookup);
    for (const [grantId, keys] of byGrant) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) byGrant.delete(grantId);
    }
  };

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      if (entries.size >= SWEEP_ABOVE) sweep();
      const key = `${model}:${id}`;
      entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
      if (payload.uid) lookups.set(`${model}:uid:${payload.uid}`, id);
      if (payload.userCode) lookups.set(`${model}:userCode:${payload.userCode}`, id);
      if (payload.grantId) byGrant.set(payload.grantId, (byGrant.get(payload.grantId) ?? new Set()).add(key));
    },
    async find(id) {
      return live(`${model}:${id}`);
    },
    async findByUid(uid) {
      const id = lookups.get(`${model}:uid:${uid}`);
      return id === undefined ? undefined : live(`${model}:${id}`);
    },
    async findByUserCode(userCode) {
      const id = lookups.get(`${model}:userCode:${userCode}`);
      return id === undefined ? undefined : live(`${model}:${id}`);
    },
    async consume(id) {
      const payload = live(`${model}:${id}`);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      entries.delete(`${model}:${id}`);
    },
    async revokeByGrantId(grantId) {
      for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
      byGrant.delete(grantId);
    },
  });
}
