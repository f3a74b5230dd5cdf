import { join } from 'node:path';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsDefined,
  IsEmail,
  IsEnum,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsPositive,
  IsString,
  IsUrl,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
  ValidateNested,
  type ValidationError,
} from 'class-validator';
import { findMessageLiterals } from '../../../test/utils/find-message-literals';
import { translateMessage } from './translate-message';
import { ZH_CN_MESSAGES } from './zh-cn';

const SERVER_SRC = join(__dirname, '..', '..');

/**
 * Where the scan meets a message it cannot follow to its text, and why that needs no entry of
 * its own: `<file> <expression>`.
 */
const PASSED_ON: Record<string, string> = {
  'common/http/all-exceptions.filter.ts messageOf(exception)':
    'the message of what was thrown, checked there',
  'common/http/all-exceptions.filter.ts (response as { message?: unknown }).message': 'the same',
  'common/http/all-exceptions.filter.ts exception.message': "Fastify's messages, listed in ALSO_SENT",
  'common/http/validation.pipe.ts firstMessage(errors)': 'a DTO message, checked at the DTO',
  "modules/problem-transfer/to-problem-dto.ts firstMessage(errors, 'Invalid problem')": 'the same',
  'common/http/envelope.interceptor.ts result.msg': 'an EnvelopeResult message, checked where it is built',
  'common/http/envelope.interceptor.ts successMessageOf(context)':
    "a route's @SuccessMessage, checked at the route",
  'modules/auth/attempt-limiter.service.ts policy.lockedMessage': "each policy's lockedMessage is scanned",
  'common/upload/receive-upload.ts options.tooLargeMessage': "each caller's tooLargeMessage is scanned",
  'common/upload/read-archive.ts archive.tooLargeMessage': "each caller's tooLargeMessage is scanned",
  'common/upload/read-archive.ts archive.wrongTypeMessage': "each caller's wrongTypeMessage is scanned",
  'modules/problem/problem-admin.service.ts result.message': "the checker compiler's output, sent as it is",
  'infra/socket/room-join.ts await check()': "a socket ack passing on its check's message, checked there",
  'infra/socket/room-join.ts error.message': 'a socket ack passing on an exception checked where thrown',
  'modules/submission/judge-result.consumer.ts message.errorMessage':
    "the judge's output, data and not a msg",
  'modules/remote-judge/adapters/hoj/hoj-adapter.ts submission.errorMessage':
    "the remote judge's output, data and not a msg",
  'modules/remote-judge/adapters/atcoder/atcoder-adapter.ts await this.compileError(http, contest, run.runId)':
    "AtCoder's compiler output, data and not a msg",
  'modules/remote-judge/remote-judge-worker.ts state.errorMessage':
    "the remote judge's output, data and not a msg",
  'modules/remote-judge/remote-judge-worker.ts error.message':
    "a RemoteJudgeError's reason kept on the submission, data and not a msg",
  'modules/submission/submission-query.service.ts errorMessageSeenBy(row.status, row.errorMessage, { canSeeCode, seesJudgeFailures })':
    "the judge's output, data and not a msg",
  'infra/web/serve-web-app.ts reply': 'a local notFound(reply) helper, not the exception helper',
  'modules/access/access.service.ts (await this.deletionRule(viewer, row.uid)).refusal(row)':
    'one of the STAFF_MESSAGES, scanned in staff-powers.ts',
  'modules/user-admin/user-add.service.ts ROW_PROBLEM_MESSAGES[problem]':
    'one of the ROW_PROBLEM_MESSAGES, scanned in row-problem-messages.ts',
  'modules/language-server/language-server-session.ts JSON.stringify(message)':
    "a language server's JSON-RPC message, data and not a msg",
  'modules/language-server/language-server-session.ts JSON.stringify(tooLarge(id))': 'the same',
  'modules/language-server/language-server.gateway.ts JSON.stringify(verdict.reply)': 'the same',
  'modules/language-server/language-server.gateway.ts this.translate(socket, message)':
    "a refusal put in the socket's language there, each checked where it is thrown or named",
  'modules/assistant/assistant-availability.ts UNAVAILABLE_MESSAGES[reason]':
    'one of the UNAVAILABLE_MESSAGES, scanned there',
  "modules/assistant/assistant-admin.service.ts await this.model.ask(endpoint, [{ role: 'user', content: TEST_QUESTION }])":
    "the model's reply to the connection test, data and not a msg",
  'modules/assistant/assistant-admin.service.ts error.message':
    'one of the MODEL_MESSAGES, scanned in model-client.ts',
  'modules/assistant/assistant-admin.service.ts String(error)':
    'an unexpected failure, shown to the admin as it is',
  'modules/assistant/assistant-chat.service.ts errorMessage': "the judge's output, data and not a msg",
  'modules/chat/chat.gateway.ts firstMessage(errors)': 'a DTO message, checked at the DTO',
  'modules/chat/chat.gateway.ts error.message': 'a socket ack passing on an exception checked where thrown',
  'modules/chat/chat.gateway.ts this.inLanguageOf(socket, CHAT_MESSAGES.signIn)':
    "a refusal put in the socket's language there, each checked where it is thrown or named",
  'modules/chat/chat.gateway.ts this.inLanguageOf(socket, refusal)': 'the same',
  'modules/chat/chat-texts.ts CHAT_SEND_FAILED': "the spec's text, from @verdict/common; in the catalogue",
  'modules/chat/chat-rules.ts closed.value':
    "one of the CHAT_MESSAGES, scanned in chat-texts.ts, or mutedUntil's text, in the catalogue",
};

/** Messages sent in `msg` that are not written as a message argument the scan can see. */
const ALSO_SENT = [
  'Invalid request',
  'Invalid problem',
  'Requests are too frequent, please try again later',
  'Cannot GET /api/no-such-route',
  'Request body is too large',
  'Unsupported Media Type',
  'Request body size did not match Content-Length',
  "Body cannot be empty when content-type is set to 'application/json'",
  "Body is not valid JSON but content-type is set to 'application/json'",
];

/** Boot-time checks of the environment are logged, never sent; the catalogue holds translations. */
const NOT_SENT = ['config/', 'common/i18n/'];

function untranslated(texts: string[]): string[] {
  return texts.filter((text) => translateMessage(text, 'zh-CN') === text);
}

describe('the zh-CN message catalogue', () => {
  const scan = findMessageLiterals(SERVER_SRC);
  const sent = scan.messages.filter(({ where }) => !NOT_SENT.some((dir) => where.startsWith(dir)));

  it('finds the messages of the whole server', () => {
    expect(sent.length).toBeGreaterThan(250);
    expect(sent.map((m) => m.source)).toEqual(
      expect.arrayContaining([
        'Please login first',
        'Content cannot be empty',
        'Printing too fast, please wait ${left} seconds and try again',
        'The number of content cannot be less than ${CONTEST_CONSTANTS.printMinLength}',
        'Register successfully',
      ]),
    );
  });

  it('has a zh-CN entry for every message the server sends', () => {
    const missing = sent.filter(({ text }) => untranslated([text]).length > 0);
    expect(missing.map(({ where, source }) => `${where}  ${source}`)).toEqual([]);
    expect(untranslated(ALSO_SENT)).toEqual([]);
  });

  it('follows every message expression to its text, or knows why it need not', () => {
    const unknown = scan.unresolved
      .map(({ where, expression }) => `${where.replace(/:\d+$/, '')} ${expression}`)
      .filter((key) => !(key in PASSED_ON));
    expect(unknown).toEqual([]);
  });

  it('uses only placeholders of its key in each translation', () => {
    const names = (text: string) => [...text.matchAll(/\{#?(\w+)\}/g)].map((m) => m[1]);
    const stray = Object.entries(ZH_CN_MESSAGES).filter(
      ([key, target]) => target.includes('{#') || names(target).some((name) => !names(key).includes(name)),
    );
    expect(stray).toEqual([]);
  });
});

enum Colour {
  Red = 'red',
}

class NestedSample {
  @IsString() name: string;
}

/** One property per class-validator check the DTOs use (or may use) without their own message. */
class DefaultMessages {
  @IsString() text = 5;
  @IsInt() integer = 'x';
  @IsNumber() number = 'x';
  @IsPositive() positive = -1;
  @IsBoolean() flag = 'x';
  @IsArray() list = 'x';
  @IsObject() object = 'x';
  @IsEmail() email = 'x';
  @IsUrl() url = 'x';
  @IsDateString() date = 'x';
  @IsNotEmpty() filled = '';
  @IsDefined() defined = undefined;
  @Min(3) atLeast = 1;
  @Max(3) atMost = 5;
  @MaxLength(2) short = 'abc';
  @MinLength(5) long = 'a';
  @Length(2, 3) sized = 'a';
  @ArrayMaxSize(1) few = [1, 2];
  @ArrayMinSize(2) many = [1];
  @IsIn(['a', 'b']) choice = 'c';
  @IsEnum(Colour) colour = 'blue';
  @Matches(/^a$/) pattern = 'b';
  @ValidateNested() @Type(() => NestedSample) nested = 'x';
  @IsString({ each: true }) texts = [1];
  @IsInt({ each: true }) integers = ['x'];
}

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...messagesOf(error.children ?? []),
  ]);
}

describe("class-validator's default messages in zh-CN", () => {
  it('translates each of them', () => {
    const messages = messagesOf(validateSync(new DefaultMessages()));
    expect(messages.length).toBeGreaterThanOrEqual(25);
    expect(untranslated(messages)).toEqual([]);
  });
});
