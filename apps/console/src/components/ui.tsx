import { type MouseEvent, type ReactNode, useState } from 'react';
import type { ApiError } from '../api/client';
import { navigate } from '../router';

export function Link({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={go} className={className}>
      {children}
    </a>
  );
}

// The API's own words for a failure, where it happened: message, error_code and the per-field errors.
export function ErrorMessage({ error }: { error: ApiError | null }) {
  if (!error) return null;
  return (
    <div className="error" role="alert">
      <strong>{error.message}</strong> <code className="error-code">{error.errorCode}</code>
      {error.status > 0 && <span className="muted"> (HTTP {error.status})</span>}
      {error.errors && (
        <ul>
          {Object.entries(error.errors).map(([field, messages]) => (
            <li key={field}>
              <code>{field}</code>: {messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return <p className="muted">Loading {what}…</p>;
}

export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <button type="button" className="small" onClick={copy}>
      {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Select and copy' : label}
    </button>
  );
}

// A destructive action asks first: the first click shows what will happen and a second button does it.
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  disabled,
}: {
  label: string;
  // User text in it goes in a <bdi>, so that a right-to-left override in a name cannot reorder the question.
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="danger" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label="Confirm">
      <span>{question}</span>{' '}
      <button
        type="button"
        className="danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

export function Time({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="muted">–</span>;
  const date = new Date(value);
  return <time dateTime={value}>{date.toLocaleString()}</time>;
}

export function Status({ value }: { value: string }) {
  return <span className={`status status-${value.replace(/[^a-z_]/g, '')}`}>{value}</span>;
}

// Pages of a numbered list (SPEC's pagination object).
export function PageControls({
  pagination,
  onPage,
  label,
}: {
  pagination: { current_page: number; last_page: number; total: number };
  onPage: (page: number) => void;
  // Which list it pages, where a screen has several.
  label?: string;
}) {
  return (
    <div className="pager" role="group" aria-label={label}>
      <button
        type="button"
        disabled={pagination.current_page <= 1}
        onClick={() => onPage(pagination.current_page - 1)}
      >
        Previous
      </button>
      <span>
        Page {pagination.current_page} of {Math.max(pagination.last_page, 1)} ({pagination.total} in all)
      </span>
      <button
        type="button"
        disabled={pagination.current_page >= pagination.last_page}
        onClick={() => onPage(pagination.current_page + 1)}
      >
        Next
      </button>
    </div>
  );
}

// Pages of a cursor list: the cursors of the pages seen so far make "Previous" possible.
export function useCursorPages(): {
  cursor: string | undefined;
  pageNumber: number;
  next: (cursor: string) => void;
  previous: () => void;
  reset: () => void;
} {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: stack[stack.length - 1],
    pageNumber: stack.length,
    next: (cursor) => setStack((s) => [...s, cursor]),
    previous: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    reset: () => setStack([undefined]),
  };
}

export function CursorControls({
  pages,
  nextCursor,
}: {
  pages: ReturnType<typeof useCursorPages>;
  nextCursor: string | null;
}) {
  return (
    <div className="pager">
      <button type="button" disabled={pages.pageNumber <= 1} onClick={pages.previous}>
        Previous
      </button>
      <span>Page {pages.pageNumber}</span>
      <button type="button" disabled={!nextCursor} onClick={() => nextCursor && pages.next(nextCursor)}>
        Next
      </button>
    </div>
  );
}
