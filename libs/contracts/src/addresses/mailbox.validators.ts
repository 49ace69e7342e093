import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { EntryProblemsContext } from '../validation/entry-problems';
import { mailboxProblem, MailboxOptions, mailboxSmugglingProblem } from './mailbox';

function rule(
  name: string,
  problem: (value: unknown, args: ValidationArguments) => string | undefined,
  options: ValidationOptions = {},
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: (args) => problem(args.value, args) ?? '', ...options },
      validator: { validate: (value, args) => problem(value, args as ValidationArguments) === undefined },
    });
}

// A field holding exactly one mailbox (see parseMailbox): `email`, `from_email`, `reply_to`.
export const IsMailbox = (options: MailboxOptions = {}): PropertyDecorator =>
  rule('isMailbox', (value, args) => mailboxProblem(value, args.property, options));

// An answer names the first bad entries of a list, not every one of a list of thousands.
const MAX_REPORTED_ENTRIES = 100;

// An array of mailboxes (`to`, `cc`, `bcc`): each bad entry is reported as `<field>.<index>`.
export const IsMailboxList =
  (options: MailboxOptions = {}): PropertyDecorator =>
  (target: object, propertyName: string | symbol) => {
    const field = String(propertyName);
    const entryProblems = (value: unknown): Record<number, string> => {
      const problems: Record<number, string> = {};
      if (!Array.isArray(value)) return problems;
      let reported = 0;
      for (let index = 0; index < value.length && reported < MAX_REPORTED_ENTRIES; index += 1) {
        const problem = mailboxProblem(value[index], `${field} address`, options);
        if (problem === undefined) continue;
        problems[index] = problem;
        reported += 1;
      }
      return problems;
    };
    const context: EntryProblemsContext = { entryProblems };
    rule(
      'isMailboxList',
      (value) =>
        Array.isArray(value) && Object.keys(entryProblems(value)).length > 0
          ? `Each ${field} entry must be exactly one email address.`
          : undefined,
      { context },
    )(target, propertyName);
  };

// A sender: refused here when it is more or other than one mailbox; a malformed address is left to the
// sending context, which answers SPEC's 400 invalid_domain.
export const IsSenderMailbox = (): PropertyDecorator =>
  rule('isSenderMailbox', (value, args) => mailboxSmugglingProblem(value, args.property));
