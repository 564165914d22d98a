import { Inject, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { AppConfig } from '../../config/app-config.js';
import { migrateUnderLock } from './migrate-under-lock.js';
import { migrationsList } from './migrations/index.js';

/**
 * Applies committed migrations when the application starts (skipped when only building documents), one process at a
 * time (migrateUnderLock): processes started together do not race.
 */
@Injectable()
class MigrationRunner implements OnModuleInit {
  private readonly logger = new Logger('Database');
  constructor(private readonly orm: MikroORM, @Inject(AppConfig) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.databaseUrl) return;
    const applied = await migrateUnderLock(this.orm, (message) => this.logger.log(message));
    if (applied.length) this.logger.log(`Applied ${applied.length} migration(s): ${applied.join(', ')}`);
  }
}

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [AppConfig],
      driver: PostgreSqlDriver,
      useFactory: (config: AppConfig) => ({
        driver: PostgreSqlDriver,
        clientUrl: config.databaseUrl ?? 'postgresql://127.0.0.1/unused',
        connect: Boolean(config.databaseUrl),
        registerRequestContext: false, // every handler forks its own EntityManager: no per-request context fork
        autoLoadEntities: true, // every module registers its own entities with MikroOrmModule.forFeature
        extensions: [Migrator],
        migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
        pool: { min: 0, max: 10 },
        // A database that does not answer a new connection within 5 s fails the request (503) instead of holding it;
        // broken connections (a restart) are dropped by the pool and replaced on the next query.
        driverOptions: { connectionTimeoutMillis: 5000 },
        debug: false,
        colors: false, // the log is JSON lines: no terminal colour escapes in its messages ("[migrator] …")
        allowGlobalContext: false,
        ensureDatabase: false,
        discovery: { warnWhenNoEntities: false },
      }),
    }),
  ],
  providers: [MigrationRunner],
})
export class DatabaseModule {}
