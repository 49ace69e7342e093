import { DynamicModule, Global, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { Readiness } from '@mailroom/observability';
import { DataSource, DataSourceOptions, MixedList } from 'typeorm';
import { watchedPoolOptions } from './database-watchdog';
import { GenericPlanPool, genericPlanPoolToken } from './generic-plan-pool';
import { runMigrationsLocked } from './run-migrations';

export interface DatabaseSettings {
  url: string;
  poolSize: number;
}

export interface ContextDatabase {
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>;
}

export const DATABASE_SETTINGS = Symbol('DATABASE_SETTINGS');

export function contextDataSourceOptions(
  settings: DatabaseSettings,
  context: ContextDatabase,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    schema: context.schema,
    entities: context.entities,
    migrations: context.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: {
      // Bounded waits for a connection and for a server that hangs (DatabaseWatchdog).
      ...watchedPoolOptions(settings.url),
      max: settings.poolSize,
      application_name: `mailroom-${context.schema}`,
      // Prepared statements (PreparedStatement) keep their parse, but are planned at every run for the
      // tables as they are then: PostgreSQL would otherwise keep, after five runs, a generic plan made
      // while the tables were small (a service warming up), until autovacuum next analyzes them. On a
      // delivery queue that then took a burst, that plan read the whole message table to settle two
      // messages (bench/README.md). The statements of the hot paths that read by key keep their plans on
      // the context's GenericPlanPool instead.
      options: '-c plan_cache_mode=force_custom_plan',
    },
  };
}

@Global()
@Module({})
export class DatabaseRootModule {
  static forRoot(settings: DatabaseSettings): DynamicModule {
    return {
      module: DatabaseRootModule,
      providers: [{ provide: DATABASE_SETTINGS, useValue: settings }],
      exports: [DATABASE_SETTINGS],
    };
  }
}

// A DataSource bound to one context's schema, migrated at start under an advisory lock.
@Module({})
export class DatabaseModule {
  static forContext(context: ContextDatabase): DynamicModule {
    const typeOrm = TypeOrmModule.forRootAsync({
      name: context.schema,
      inject: [DATABASE_SETTINGS],
      useFactory: (settings: DatabaseSettings) => contextDataSourceOptions(settings, context),
      dataSourceFactory: async (options?: DataSourceOptions) => {
        const dataSource = await new DataSource(options!).initialize();
        await runMigrationsLocked(dataSource, context.schema);
        return dataSource;
      },
    });
    return {
      module: DatabaseModule,
      imports: [typeOrm],
      providers: [
        {
          provide: genericPlanPoolToken(context.schema),
          inject: [DATABASE_SETTINGS],
          useFactory: (settings: DatabaseSettings) => new GenericPlanPool(settings.url, context.schema),
        },
        {
          provide: `DATABASE_READINESS:${context.schema}`,
          inject: [Readiness, getDataSourceToken(context.schema)],
          useFactory: (readiness: Readiness, dataSource: DataSource) =>
            readiness.register(`database:${context.schema}`, async () => {
              await dataSource.query('SELECT 1');
              return true;
            }),
        },
      ],
      exports: [typeOrm, genericPlanPoolToken(context.schema)],
    };
  }
}
