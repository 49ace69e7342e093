import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule } from '@mailroom/database';
import { AccessGuard } from './access/access.guard';
import { LargeBodyAdmission } from './http/request-body-admission';
import { UndeclaredRequestFieldsGuard } from './http/undeclared-request-fields.guard';
import { AudienceContactsController } from './audience/audience-contacts.controller';
import { AudienceImportsController } from './audience/audience-imports.controller';
import { AudienceListsController } from './audience/audience-lists.controller';
import { AudiencePropertiesController } from './audience/audience-properties.controller';
import { AudienceSegmentsController } from './audience/audience-segments.controller';
import { AudienceTopicsController } from './audience/audience-topics.controller';
import { ApiRateLimit } from './access/api-rate-limit';
import { AuthFailureBlock } from './access/auth-failure-block';
import { RateLimiterFactory } from './access/rate-limiter.factory';
import { SandboxRateLimit } from './access/sandbox-rate-limit';
import { UnknownRouteSandboxHeaders } from './access/unknown-route-sandbox-headers';
import { AdminDomainReputationController } from './admin/admin-domain-reputation.controller';
import { AdminTeamsController } from './admin/admin-teams.controller';
import { AdminCampaignsController } from './admin/admin-campaigns.controller';
import { CampaignsController } from './campaigns/campaigns.controller';
import { GatewayConfig } from './config/gateway.config';
import { GATEWAY_CONFIG } from './config/gateway.tokens';
import { DomainsController } from './domains/domains.controller';
import { EmailsController } from './emails/emails.controller';
import { UsageController } from './usage/usage.controller';
import { EmailListController } from './emails/email-list.controller';
import { EmailEventsController } from './events/email-events.controller';
import { ScheduledEmailsController } from './emails/scheduled-emails.controller';
import { AdminCaptureController } from './admin/admin-capture.controller';
import { ProjectsController } from './templates/projects.controller';
import { TemplatesController } from './templates/templates.controller';
import { HttpErrorFilter } from './http/http-error.filter';
import { ApiKeyRepository } from './identity/api-key.repository';
import { ApiKeyEntity } from './identity/api-key.entity';
import { ApiKeysController } from './identity/api-keys.controller';
import { IDENTITY_SCHEMA, identityDatabase } from './identity/identity.database';
import { TeamEntity } from './identity/team.entity';
import { TeamRepository } from './identity/team.repository';
import { AddUserUseCase } from './identity/use-cases/add-user/add-user.use-case';
import { AuthenticateApiKeyUseCase } from './identity/use-cases/authenticate-api-key/authenticate-api-key.use-case';
import { BootstrapDefaultTeamUseCase } from './identity/use-cases/bootstrap-default-team/bootstrap-default-team.use-case';
import { CreateApiKeyUseCase } from './identity/use-cases/create-api-key/create-api-key.use-case';
import { CreateTeamUseCase } from './identity/use-cases/create-team/create-team.use-case';
import { DeleteApiKeyUseCase } from './identity/use-cases/delete-api-key/delete-api-key.use-case';
import { GetTeamUseCase } from './identity/use-cases/get-team/get-team.use-case';
import { ListApiKeysUseCase } from './identity/use-cases/list-api-keys/list-api-keys.use-case';
import { UpdateTeamUseCase } from './identity/use-cases/update-team/update-team.use-case';
import { UserEntity } from './identity/user.entity';
import { UserRepository } from './identity/user.repository';
import { HealthController } from './system/health.controller';
import { OpsController } from './system/ops.controller';
import { NotOfferedRoutesController } from './system/not-offered-routes.controller';
import { TrackingController } from './tracking/tracking.controller';
import { TrackingTokens } from './tracking/tracking-tokens';
import { WebhooksController } from './webhooks/webhooks.controller';
import { SuppressionsController } from './suppressions/suppressions.controller';
import { SubmissionAccess } from './submission/submission-access';
import { SubmissionServer } from './submission/submission-server';

// The public HTTP API. It owns identity (teams, users, keys, plans) and forwards everything else over the bus.
@Module({})
export class GatewayModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        DatabaseModule.forContext(identityDatabase),
        TypeOrmModule.forFeature([TeamEntity, UserEntity, ApiKeyEntity], IDENTITY_SCHEMA),
      ],
      controllers: [
        HealthController,
        OpsController,
        ApiKeysController,
        AdminTeamsController,
        AdminDomainReputationController,
        DomainsController,
        EmailsController,
        UsageController,
        EmailListController,
        EmailEventsController,
        ScheduledEmailsController,
        AdminCaptureController,
        CampaignsController,
        AdminCampaignsController,
        TemplatesController,
        ProjectsController,
        TrackingController,
        WebhooksController,
        AudienceImportsController,
        AudienceContactsController,
        AudienceListsController,
        AudienceTopicsController,
        AudiencePropertiesController,
        AudienceSegmentsController,
        SuppressionsController,
        NotOfferedRoutesController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        AccessGuard,
        { provide: APP_GUARD, useExisting: AccessGuard },
        // After AccessGuard: 401, 403 and the sandbox limits come first.
        { provide: APP_GUARD, useClass: UndeclaredRequestFieldsGuard },
        LargeBodyAdmission,
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        RateLimiterFactory,
        AuthFailureBlock,
        ApiRateLimit,
        SandboxRateLimit,
        UnknownRouteSandboxHeaders,
        TeamRepository,
        UserRepository,
        ApiKeyRepository,
        AuthenticateApiKeyUseCase,
        CreateTeamUseCase,
        UpdateTeamUseCase,
        GetTeamUseCase,
        AddUserUseCase,
        CreateApiKeyUseCase,
        ListApiKeysUseCase,
        DeleteApiKeyUseCase,
        BootstrapDefaultTeamUseCase,
        TrackingTokens,
        SubmissionAccess,
        SubmissionServer,
      ],
      exports: [BootstrapDefaultTeamUseCase],
    };
  }
}
