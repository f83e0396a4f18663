import { backupSettings, newBackupDir } from '../src/backup/backup-settings';
import { takeBackup } from '../src/backup/take-backup';

/** `make backup`: every service's database dumped from one cut, with a manifest (docs/operations.md). */
const settings = backupSettings();
const dir = process.env.BACKUP_DIR ?? newBackupDir();
const manifest = await takeBackup({ ...settings, dir });
for (const database of manifest.databases) console.log(`  ${database.name}: ${database.file}, ${database.bytes} bytes, sha256 ${database.sha256}`);
if (manifest.ledger) console.log(`  ledger sum at the cut: ${manifest.ledger.sum} paisa`);
console.log(`Backup of PostgreSQL ${manifest.serverVersion} written to ${dir}`);
