import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AwardType,
  ContestAuth,
  ContestType,
  OiRankScoreType,
  RankShowName,
  defaultSealRankTime,
} from '@verdict/common';
import { PageLoading } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import {
  buildAccountRule,
  EMPTY_ACCOUNT_RULE,
  fromLocalInput,
  parseAccountRule,
  sealOptionOf,
  sealOptionsFor,
  sealTimeOf,
  toLocalInput,
  type AccountRule,
  type SealOption,
} from '@/lib/contest-form';
import { toast } from '@/stores/ui';
import type { AdminContest, AdminContestForm } from '@/types/contest';
import { AUTH_KEYS, RULE_KEYS } from '../../contest/contest-labels';
import { AwardEditor } from './components/award-editor';
import { SITE_CONTEST_API, type ContestAdminApi } from './contest-admin-api';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-medium text-slate-700">{label}</span>
      {children}
    </label>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function blankForm(): AdminContestForm {
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000);
  const end = new Date(start.getTime() + 5 * 3_600_000);
  return {
    title: '',
    description: '',
    type: ContestType.ACM,
    auth: ContestAuth.PUBLIC,
    pwd: '',
    source: '',
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    timeLimit: 0,
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    openPrint: false,
    openRank: false,
    rankShowName: RankShowName.USERNAME,
    oiRankScoreType: OiRankScoreType.RECENT,
    awardType: AwardType.NONE,
    awardConfigList: [],
    isVip: false,
    visible: true,
    openAccountLimit: false,
    accountLimitRule: null,
    starAccount: [],
    allowEndSubmit: false,
  };
}

const formOf = (contest: AdminContest): AdminContestForm => ({ ...contest, pwd: contest.pwd ?? '' });

/** /admin/contest/create and /admin/contest/:contestId/edit: every field of a contest. */
export default function ContestFormPage() {
  const { t } = useTranslation();
  const { contestId } = useParams();
  const cid = contestId ? Number(contestId) : null;
  useDocumentTitle(cid ? t('admin.editContest') : t('admin.createContest'));
  const navigate = useNavigate();
  return <ContestForm cid={cid} api={SITE_CONTEST_API} onDone={() => void navigate('/admin/contest')} />;
}

interface ContestFormProps {
  /** The contest to edit; null creates one. */
  cid: number | null;
  api: ContestAdminApi;
  /** After a successful save. */
  onDone: () => void;
}

/** The contest form, for the back office or a group (whose `api` files the contest under it). */
export function ContestForm({ cid, api, onDone }: ContestFormProps) {
  const { t } = useTranslation();
  const loaded = api.useContest(cid);
  const [form, setForm] = useState<AdminContestForm | null>(cid ? null : blankForm());
  const [rule, setRule] = useState<AccountRule>(EMPTY_ACCOUNT_RULE);
  const [stars, setStars] = useState('');
  const [seal, setSeal] = useState<SealOption>('whole');
  const [hours, setHours] = useState('0');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!loaded.data) return;
    setForm(formOf(loaded.data));
    setRule(parseAccountRule(loaded.data.accountLimitRule));
    setStars(loaded.data.starAccount.join(', '));
    setSeal(sealOptionOf(loaded.data.sealRankTime, loaded.data.startTime, loaded.data.endTime));
    setHours(String(loaded.data.timeLimit / 3600));
  }, [loaded.data]);
  if (loaded.error) throw loaded.error;
  if (!form) return <PageLoading />;
  const set = (changes: Partial<AdminContestForm>) => setForm({ ...form, ...changes });

  const save = async () => {
    setSaving(true);
    try {
      const sealRankTime = form.sealRank ? sealTimeOf(seal, form.startTime, form.endTime) : null;
      const body: AdminContestForm = {
        ...form,
        id: cid ?? undefined,
        sealRankTime,
        timeLimit: Math.round(Number(hours || 0) * 3600),
        starAccount: stars.split(/[\s,]+/).filter(Boolean),
        accountLimitRule: form.openAccountLimit ? buildAccountRule(rule) : null,
      };
      await api.saveContest(body);
      toast('success', t('admin.saved'));
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="card space-y-4 p-4"
      data-testid="contest-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h1 className="text-lg font-semibold">{cid ? t('admin.editContest') : t('admin.createContest')}</h1>
      <Field label={t('problem.title')}>
        <input
          className="input"
          required
          value={form.title}
          onChange={(event) => set({ title: event.target.value })}
        />
      </Field>
      <Field label={t('problem.description')}>
        <textarea
          className="input min-h-[160px] font-mono"
          required
          value={form.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contest.startTime')}>
          <input
            type="datetime-local"
            className="input"
            required
            value={toLocalInput(form.startTime)}
            onChange={(event) => set({ startTime: fromLocalInput(event.target.value) })}
          />
        </Field>
        <Field label={t('admin.endTime')}>
          <input
            type="datetime-local"
            className="input"
            required
            value={toLocalInput(form.endTime)}
            onChange={(event) => set({ endTime: fromLocalInput(event.target.value) })}
          />
        </Field>
        <Field label={t('admin.rule')}>
          <select
            className="input"
            value={form.type}
            onChange={(event) => set({ type: Number(event.target.value) })}
          >
            {Object.values(ContestType).map((type) => (
              <option key={type} value={type}>
                {t(RULE_KEYS[type])}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.auth')}>
          <select
            className="input"
            value={form.auth}
            onChange={(event) => set({ auth: Number(event.target.value) })}
          >
            {Object.values(ContestAuth).map((auth) => (
              <option key={auth} value={auth}>
                {t(AUTH_KEYS[auth])}
              </option>
            ))}
          </select>
        </Field>
        {form.auth !== ContestAuth.PUBLIC ? (
          <Field label={t('contest.password')}>
            <input
              className="input"
              required
              value={form.pwd ?? ''}
              onChange={(event) => set({ pwd: event.target.value })}
            />
          </Field>
        ) : null}
        <Field label={t('admin.timeLimitHours')}>
          <input
            type="number"
            min={0}
            step={0.5}
            className="input"
            value={hours}
            onChange={(event) => setHours(event.target.value)}
          />
        </Field>
        <Field label={t('admin.rankShowName')}>
          <select
            className="input"
            value={form.rankShowName}
            onChange={(event) => set({ rankShowName: event.target.value })}
          >
            {Object.values(RankShowName).map((name) => (
              <option key={name} value={name}>
                {t(`admin.showName.${name}`)}
              </option>
            ))}
          </select>
        </Field>
        {form.type !== ContestType.ACM ? (
          <Field label={t('admin.oiRankScoreType')}>
            <select
              className="input"
              value={form.oiRankScoreType}
              onChange={(event) => set({ oiRankScoreType: event.target.value })}
            >
              {Object.values(OiRankScoreType).map((type) => (
                <option key={type} value={type}>
                  {t(`admin.scoreType.${type}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field label={t('admin.starAccount')}>
          <input className="input" value={stars} onChange={(event) => setStars(event.target.value)} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-4">
        <Check label={t('admin.visible')} checked={form.visible} onChange={(visible) => set({ visible })} />
        <Check
          label={t('admin.openRank')}
          checked={form.openRank}
          onChange={(openRank) => set({ openRank })}
        />
        <Check
          label={t('admin.openPrint')}
          checked={form.openPrint}
          onChange={(openPrint) => set({ openPrint })}
        />
        <Check label={t('contest.vip')} checked={form.isVip} onChange={(isVip) => set({ isVip })} />
        <Check
          label={t('admin.sealRank')}
          checked={form.sealRank}
          onChange={(sealRank) => {
            const proposed = defaultSealRankTime(
              form.type,
              Date.parse(form.startTime),
              Date.parse(form.endTime),
            );
            setSeal(sealOptionOf(new Date(proposed).toISOString(), form.startTime, form.endTime));
            set({ sealRank });
          }}
        />
        <Check
          label={t('admin.autoRealRank')}
          checked={form.autoRealRank}
          onChange={(autoRealRank) => set({ autoRealRank })}
        />
        <Check
          label={t('admin.openAccountLimit')}
          checked={form.openAccountLimit}
          onChange={(openAccountLimit) => set({ openAccountLimit })}
        />
      </div>
      {form.sealRank ? (
        <Field label={t('admin.sealOption')}>
          <select
            className="input w-64"
            value={seal}
            onChange={(event) => setSeal(event.target.value as SealOption)}
          >
            {sealOptionsFor(form.startTime, form.endTime).map((option) => (
              <option key={option} value={option}>
                {t(`admin.seal.${option}`)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {form.openAccountLimit ? (
        <div className="grid gap-2 sm:grid-cols-5">
          {(['prefix', 'suffix', 'start', 'end', 'extra'] as const).map((part) => (
            <Field key={part} label={t(`admin.accountRule.${part}`)}>
              <input
                className="input"
                value={rule[part]}
                onChange={(event) => setRule({ ...rule, [part]: event.target.value })}
              />
            </Field>
          ))}
        </div>
      ) : null}
      <Field label={t('admin.awardType')}>
        <select
          className="input w-64"
          value={form.awardType}
          onChange={(event) => set({ awardType: Number(event.target.value) })}
        >
          {Object.values(AwardType).map((type) => (
            <option key={type} value={type}>
              {t(`admin.award.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      {form.awardType !== AwardType.NONE ? (
        <AwardEditor awards={form.awardConfigList} onChange={(awardConfigList) => set({ awardConfigList })} />
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {t('admin.save')}
      </button>
    </form>
  );
}
