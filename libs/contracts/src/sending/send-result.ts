import { ApiProperty } from '@nestjs/swagger';
// SPEC's send email result (data of a 200).
export class SendResult {
  @ApiProperty({ type: String })
  request_id!: string;

  @ApiProperty({ type: 'integer' })
  accepted!: number;

  @ApiProperty({ type: 'integer' })
  rejected!: number;
}

// The sending context's answer to emails.send.
export interface SendOutcome {
  result: SendResult;
  // True when an Idempotency-Key matched an earlier, completed send: nothing new was sent.
  replayed: boolean;
  // Free teams' quota headers (SPEC Limits) for the gateway to set on the 200.
  headers?: Record<string, string>;
}
