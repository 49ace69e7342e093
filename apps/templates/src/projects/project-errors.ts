import { ErrorCode, ServiceError } from '@mailroom/contracts';

// SPEC send rule 4: an unknown or inaccessible project, or no default project, answers template_not_found.
// Another team's project is answered exactly like one that does not exist.
export function projectNotFound(projectId: unknown): ServiceError {
  return new ServiceError({
    status: 404,
    error_code: ErrorCode.templateNotFound,
    message: `Project ${String(projectId)} was not found.`,
  });
}

export function noDefaultProject(): ServiceError {
  return new ServiceError({
    status: 404,
    error_code: ErrorCode.templateNotFound,
    message: 'The team has no default project: create a project or a template first.',
  });
}
