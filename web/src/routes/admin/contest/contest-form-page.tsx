import { useEffect, useState } from 'react';
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
import { CheckField } from '../components/check-field';
import { LabelledChoice, LabelledInput, LabelledTextArea } from '../components/labelled-field';
import { submitHandler } from '../components/submit-handler';
import { AwardEditor } from './components/award-editor';
import { SITE_CONTEST_API, type ContestAdminApi } from './contest-admin-api';

type Flag = 'visible' | 'openRank' | 'openPrint' | 'isVip' | 'sealRank' | 'autoRealRank' | 'openAccountLimit';

/** The contest's on/off settings, in the order shown, with their captions. */
const FLAGS: [Flag, string][] = [
  ['visible', 'admin.visible'],
  ['openRank', 'admin.openRank'],
  ['openPrint', 'admin.openPrint'],
  ['isVip', 'contest.vip'],
  ['sealRank', 'admin.sealRank'],
  ['autoRealRank', 'admin.autoRealRank'],
  ['openAccountLimit', 'admin.openAccountLimit'],
];

const ACCOUNT_RULE_PARTS = ['prefix', 'suffix', 'start', 'end', 'extra'] as const;

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
  const setFlag = (flag: Flag, on: boolean) => {
    // Switching the seal on (or off) proposes the rule's usual sealing time again.
    if (flag === 'sealRank') {
      const proposed = defaultSealRankTime(form.type, Date.parse(form.startTime), Date.parse(form.endTime));
      setSeal(sealOptionOf(new Date(proposed).toISOString(), form.startTime, form.endTime));
    }
    set({ [flag]: on });
  };

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
    <form className="card space-y-4 p-4" data-testid="contest-form" onSubmit={submitHandler(save)}>
      <h1 className="text-lg font-semibold">{cid ? t('admin.editContest') : t('admin.createContest')}</h1>
      <LabelledInput
        label={t('problem.title')}
        required
        value={form.title}
        onChange={(title) => set({ title })}
      />
      <LabelledTextArea
        label={t('problem.description')}
        className="input min-h-[160px] font-mono"
        required
        value={form.description}
        onChange={(description) => set({ description })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          label={t('contest.startTime')}
          type="datetime-local"
          required
          value={toLocalInput(form.startTime)}
          onChange={(value) => set({ startTime: fromLocalInput(value) })}
        />
        <LabelledInput
          label={t('admin.endTime')}
          type="datetime-local"
          required
          value={toLocalInput(form.endTime)}
          onChange={(value) => set({ endTime: fromLocalInput(value) })}
        />
        <LabelledChoice
          label={t('admin.rule')}
          value={form.type}
          choices={Object.values(ContestType)}
          choiceLabel={(type) => t(RULE_KEYS[type])}
          onChange={(type) => set({ type })}
        />
        <LabelledChoice
          label={t('admin.auth')}
          value={form.auth}
          choices={Object.values(ContestAuth)}
          choiceLabel={(auth) => t(AUTH_KEYS[auth])}
          onChange={(auth) => set({ auth })}
        />
        {form.auth !== ContestAuth.PUBLIC ? (
          <LabelledInput
            label={t('contest.password')}
            required
            value={form.pwd ?? ''}
            onChange={(pwd) => set({ pwd })}
          />
        ) : null}
        <LabelledInput
          label={t('admin.timeLimitHours')}
          type="number"
          min={0}
          step={0.5}
          value={hours}
          onChange={setHours}
        />
        <LabelledChoice
          label={t('admin.rankShowName')}
          value={form.rankShowName}
          choices={Object.values(RankShowName)}
          choiceLabel={(name) => t(`admin.showName.${name}`)}
          onChange={(rankShowName) => set({ rankShowName })}
        />
        {form.type !== ContestType.ACM ? (
          <LabelledChoice
            label={t('admin.oiRankScoreType')}
            value={form.oiRankScoreType}
            choices={Object.values(OiRankScoreType)}
            choiceLabel={(type) => t(`admin.scoreType.${type}`)}
            onChange={(oiRankScoreType) => set({ oiRankScoreType })}
          />
        ) : null}
        <LabelledInput label={t('admin.starAccount')} value={stars} onChange={setStars} />
      </div>
      <div className="flex flex-wrap gap-4">
        {FLAGS.map(([flag, label]) => (
          <CheckField key={flag} label={t(label)} checked={form[flag]} onChange={(on) => setFlag(flag, on)} />
        ))}
      </div>
      {form.sealRank ? (
        <LabelledChoice
          label={t('admin.sealOption')}
          className="input w-64"
          value={seal}
          choices={sealOptionsFor(form.startTime, form.endTime)}
          choiceLabel={(option) => t(`admin.seal.${option}`)}
          onChange={setSeal}
        />
      ) : null}
      {form.openAccountLimit ? (
        <div className="grid gap-2 sm:grid-cols-5">
          {ACCOUNT_RULE_PARTS.map((part) => (
            <LabelledInput
              key={part}
              label={t(`admin.accountRule.${part}`)}
              value={rule[part]}
              onChange={(value) => setRule({ ...rule, [part]: value })}
            />
          ))}
        </div>
      ) : null}
      <LabelledChoice
        label={t('admin.awardType')}
        className="input w-64"
        value={form.awardType}
        choices={Object.values(AwardType)}
        choiceLabel={(type) => t(`admin.award.${type}`)}
        onChange={(awardType) => set({ awardType })}
      />
      {form.awardType !== AwardType.NONE ? (
        <AwardEditor awards={form.awardConfigList} onChange={(awardConfigList) => set({ awardConfigList })} />
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {t('admin.save')}
      </button>
    </form>
  );
}
