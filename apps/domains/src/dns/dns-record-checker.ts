import { Injectable, Logger } from '@nestjs/common';
import { RecordStatus, ServiceError } from '@mailroom/contracts';
import { Resolver } from 'node:dns/promises';
import { DomainsConfig } from '../config/domains.config';
import { InjectDomainsConfig } from '../config/domains-config.token';
import { hasDkimKey, hasDmarcPolicy, hasSpfInclude, pointsTo } from './dns-record-matchers';
import { bounceRecordName, dkimRecordName, dmarcRecordName } from './published-records';

export interface DnsCheckTarget {
  domain: string;
  selector: string;
  publicKey: string;
  trackingDomain: string;
}

export interface DnsCheckResult {
  dkim: RecordStatus;
  spf: RecordStatus;
  dmarc: RecordStatus;
  cname: RecordStatus;
  bounce: RecordStatus;
}

// An answer that the name or its record does not exist (NXDOMAIN, NODATA): the record is not there yet.
const ABSENT = new Set(['ENOTFOUND', 'ENODATA']);
// DNS names hold at most 253 characters. SPEC takes domains of up to 255, so the DKIM record name of one
// over 233 characters (mr<yyyymm>._domainkey. before it) cannot exist: it has no record, now or later, and
// is not asked for (resolvers answer such a query with an error, not with NXDOMAIN).
const MAX_DNS_NAME_LENGTH = 253;

// Looks the records up now, at the configured resolvers. A record that is not there is 'unverified'; a
// look-up that got no answer (a timeout, SERVFAIL, REFUSED) says nothing about the record, so the whole
// check fails with 503 rather than un-verify a domain whose records may well be in place.
@Injectable()
export class DnsRecordChecker {
  private readonly logger = new Logger(DnsRecordChecker.name);
  private readonly resolver: Resolver;

  constructor(@InjectDomainsConfig() private readonly config: DomainsConfig) {
    this.resolver = new Resolver({ timeout: config.dnsTimeoutMs, tries: 2 });
    if (config.dnsServers.length > 0) this.resolver.setServers(config.dnsServers);
  }

  async check(target: DnsCheckTarget): Promise<DnsCheckResult> {
    const [dkimRecords, rootRecords, dmarcRecords, cnames, bounceCnames] = await Promise.all([
      this.txt(dkimRecordName(target.selector, target.domain)),
      this.txt(target.domain),
      this.txt(dmarcRecordName(target.domain)),
      this.cname(target.trackingDomain),
      this.cname(bounceRecordName(target.domain)),
    ]);
    return {
      dkim: status(hasDkimKey(dkimRecords, target.publicKey)),
      spf: status(hasSpfInclude(rootRecords, this.config.spfInclude)),
      dmarc: status(hasDmarcPolicy(dmarcRecords)),
      cname: status(pointsTo(cnames, this.config.trackingCnameTarget)),
      bounce: status(pointsTo(bounceCnames, this.config.bounceDomain)),
    };
  }

  private cname(name: string): Promise<string[]> {
    return this.lookUp(name, (n) => this.resolver.resolveCname(n));
  }

  private async txt(name: string): Promise<string[]> {
    const records = await this.lookUp(name, (n) => this.resolver.resolveTxt(n));
    return records.map((chunks) => chunks.join(''));
  }

  private async lookUp<T>(name: string, resolve: (name: string) => Promise<T[]>): Promise<T[]> {
    if (name.length > MAX_DNS_NAME_LENGTH) return [];
    try {
      return await resolve(name);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      if (!ABSENT.has(code)) {
        this.logger.warn(`DNS look-up of ${name} failed: ${code}`);
        throw ServiceError.unavailable(
          `The DNS look-up of ${name} failed (${code}), so the records could not be checked; the domain's ` +
            'verification is unchanged. Try again shortly.',
        );
      }
      this.logger.debug(`DNS look-up of ${name} found nothing: ${code}`);
      return [];
    }
  }
}

function status(valid: boolean): RecordStatus {
  return valid ? 'valid' : 'unverified';
}
