import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditAction, AuditChanges, AuditTargetKind } from '@verdict/common';
import { Repository } from 'typeorm';
import { AuditLogEntity } from './audit-log.entity';
import { changedFields } from './changed-fields';
import type { Actor } from './actor';
import { recordedChanges } from './recorded-changes';

/** What an action was done to, with a name to read it by (a username, a title). */
export interface AuditTarget {
  kind: AuditTargetKind;
  id: string | number;
  label: string;
}

/** One action to record: the fields it set (`after`) and what they held (`before`). */
export interface AuditRecord {
  action: AuditAction;
  target: AuditTarget;
  before?: AuditChanges | null;
  after?: AuditChanges | null;
}

const LABEL_LENGTH = 255;

/**
 * The one way other modules write the audit log. Callers record after their action has succeeded
 * (and committed), so the log holds only what happened.
 */
@Injectable()
export class AuditTrail {
  private readonly logger = new Logger(AuditTrail.name);

  constructor(@InjectRepository(AuditLogEntity) private readonly log: Repository<AuditLogEntity>) {}

  /** Records the action as given (secrets masked). */
  async record(actor: Actor, { action, target, before, after }: AuditRecord): Promise<void> {
    const label =
      target.label.length > LABEL_LENGTH ? `${target.label.slice(0, LABEL_LENGTH - 1)}…` : target.label;
    try {
      await this.log.save(
        this.log.create({
          uid: actor.uid,
          username: actor.username,
          ip: actor.ip,
          action,
          targetKind: target.kind,
          targetId: String(target.id),
          targetLabel: label,
          before: recordedChanges(before),
          after: recordedChanges(after),
        }),
      );
    } catch (error) {
      // Written after the action succeeded, so a failed write must not undo it: logged, not thrown.
      this.logger.error({ err: error, action, target }, 'Writing an audit log entry failed');
    }
  }

  /**
   * Records the fields that differ between two snapshots of the target, and nothing when none
   * does (a form saved unchanged).
   */
  async recordChange(actor: Actor, { before, after, ...rest }: AuditRecord): Promise<void> {
    const changed = changedFields(before ?? {}, after ?? {});
    if (Object.keys(changed.after).length === 0) return;
    await this.record(actor, { ...rest, ...changed });
  }
}
