/**
 * The PostgreSQL a run starts. `durable` is production's: every commit reaches the disk before it is answered.
 * `non-durable` is the test server's, on which the first measurements were taken: a crash of the machine may lose
 * committed money, so its figures are kept only to compare with.
 */
export const storages = ['durable', 'non-durable'] as const;
export type Storage = (typeof storages)[number];

const durability = (setting: 'on' | 'off') => ['fsync', 'synchronous_commit', 'full_page_writes'].flatMap((name) => ['-c', `${name}=${setting}`]);

export const storageFlags: Record<Storage, string[]> = {
  durable: durability('on'),
  'non-durable': durability('off'),
};

export const storageLabels: Record<Storage, string> = {
  durable: 'durable (fsync, synchronous_commit and full_page_writes on)',
  'non-durable': 'non-durable (fsync, synchronous_commit and full_page_writes off)',
};
