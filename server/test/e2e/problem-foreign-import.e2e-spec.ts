import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { makeZip } from '../factories/problem-zip';
import { PNG_1X1 } from '../utils/images';

const cdata = (text: string) => `<![CDATA[${text}]]>`;

function fpsItem(title: string, extra = ''): string {
  return `<item>
    <title>${cdata(title)}</title>
    <time_limit unit="s">${cdata('2')}</time_limit>
    <memory_limit unit="mb">${cdata('128')}</memory_limit>
    <img><src>/upload/pic.png</src><base64>${PNG_1X1.toString('base64')}</base64></img>
    <description>${cdata('<p>Add them.</p><img src="/upload/pic.png">')}</description>
    <input>${cdata('Two integers.')}</input>
    <output>${cdata('Their sum.')}</output>
    <sample_input>${cdata('1 2')}</sample_input>
    <sample_output>${cdata('3')}</sample_output>
    <sample_input>${cdata('2 2')}</sample_input>
    <sample_output>${cdata('4')}</sample_output>
    <sample_input>${cdata('3 2')}</sample_input>
    <sample_output>${cdata('5')}</sample_output>
    <test_input>${cdata('1 2\n')}</test_input>
    <test_output>${cdata('3\n')}</test_output>
    <test_input>${cdata('5 7\n')}</test_input>
    <test_output>${cdata('12\n')}</test_output>
    <hint>${cdata('Mind overflow.')}</hint>
    <source>${cdata('Classic')}</source>
    ${extra}
  </item>`;
}

const fps = (...items: string[]) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<fps version="1.2">${items.join('')}</fps>`);

const qdojProblem = (displayId: string) =>
  JSON.stringify({
    display_id: displayId,
    title: `Sum ${displayId}`,
    description: { format: 'html', value: '<p>Add.</p>' },
    input_description: { format: 'html', value: 'a b' },
    output_description: { format: 'html', value: 'a+b' },
    hint: { format: 'html', value: '' },
    source: 'QDOJ',
    time_limit: 1500,
    memory_limit: 64,
    samples: [{ input: '1 1', output: '2' }],
    tags: ['math'],
    rule_type: 'OI',
    spj: null,
    template: { 'C++': { prepend: '#include <cstdio>\n', template: 'int main(){}\n', append: '' } },
    test_case_score: [
      { input_name: '1.in', output_name: '1.out', score: 30 },
      { input_name: '2.in', output_name: '2.out', score: 70 },
    ],
  });

const qdojZip = (folder: string, displayId: string) =>
  makeZip([
    { name: `${folder}/problem.json`, data: qdojProblem(displayId) },
    { name: `${folder}/testcase/1.in`, data: '1 1\n' },
    { name: `${folder}/testcase/1.out`, data: '2\n' },
    { name: `${folder}/testcase/2.in`, data: '2 3\n' },
    { name: `${folder}/testcase/2.out`, data: '5\n' },
  ]);

const HYDRO_STATEMENT = [
  '# Description',
  'Add two numbers.',
  '',
  '```input1',
  '1 2',
  '```',
  '',
  '```output1',
  '3',
  '```',
  '',
].join('\n');

describe('importing problems from other judges (FPS, QDOJ, Hydro)', () => {
  let t: TestApp;
  let root: string;
  const http = () => request(t.app.getHttpServer());
  const upload = (route: string, data: Buffer, fileName: string, token = root) =>
    http().post(`/api/file/${route}`).set('Authorization', token).attach('file', data, fileName);
  const findProblem = async (keyword: string) => {
    const list = await http()
      .get('/api/admin/problem/get-problem-list')
      .query({ keyword, limit: 50 })
      .set('Authorization', root)
      .expect(200);
    return list.body.data.records as { id: number; problemId: string; title: string }[];
  };
  const problemOf = async (pid: number) =>
    (await http().get('/api/admin/problem').query({ pid }).set('Authorization', root).expect(200)).body.data;
  const casesOf = async (pid: number) =>
    (
      await http()
        .get('/api/admin/problem/get-problem-cases')
        .query({ pid, isUpload: true })
        .set('Authorization', root)
        .expect(200)
    ).body.data as { inputName: string; outputName: string; score: number }[];
  const imageFiles = () => {
    const dir = join(t.config.dataDir, 'uploads', 'img');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    t = await createTestApp();
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
  });
  afterAll(() => t.close());

  it('imports an FPS file: statement, limits, examples, test cases and embedded images', async () => {
    await upload('import-fps-problem', fps(fpsItem('FPS Sum'), fpsItem('FPS Product')), 'set.xml').expect(
      200,
    );
    const found = (await findProblem('')).filter((p) => p.title.startsWith('FPS '));
    expect(found.map((p) => p.title).sort()).toEqual(['FPS Product', 'FPS Sum']);
    const problem = await problemOf(found.find((p) => p.title === 'FPS Sum')!.id);
    expect(problem).toMatchObject({
      timeLimit: 2000,
      memoryLimit: 128,
      auth: 2,
      input: 'Two integers.',
      hint: 'Mind overflow.',
      source: 'Classic',
      // HOJ shows at most two examples
      examples: '<input>1 2</input><output>3</output><input>2 2</input><output>4</output>',
    });
    const link = /src="(\/api\/public\/img\/[^"]+)"/.exec(problem.description)?.[1];
    expect(link).toBeDefined();
    const image = await http().get(link!).expect(200);
    expect(Buffer.compare(image.body as Buffer, PNG_1X1)).toBe(0);
    const cases = await casesOf(problem.id);
    expect(cases.map((c) => [c.inputName, c.outputName])).toEqual([
      ['1.in', '1.out'],
      ['2.in', '2.out'],
    ]);
  });

  it('refuses bad FPS files with a clear message and keeps nothing of them', async () => {
    const before = (await findProblem('')).length;
    const imagesBefore = imageFiles().length;
    const cases: [Buffer, string, string][] = [
      [Buffer.from('<fps><item>'), 'broken.xml', 'The file is not a valid FPS XML file'],
      [fps(), 'empty.xml', 'The FPS file holds no <item> problem'],
      [
        Buffer.from('<!DOCTYPE fps [<!ENTITY a "aaaa">]><fps><item><title>&a;</title></item></fps>'),
        'entities.xml',
        'The FPS file must not declare XML entities',
      ],
      [fps(fpsItem('Fine')), 'set.zip', 'The problem file must be a .xml file'],
      [
        fps(fpsItem('Fine'), '<item><title>No cases</title></item>'),
        'set.xml',
        'The problem "No cases" has no test cases',
      ],
      // The second problem fails only after the first one's image was stored: it goes again.
      [fps(fpsItem('Fine'), fpsItem('x'.repeat(300))), 'set.xml', 'Title can not exceed 255 characters'],
    ];
    for (const [data, name, message] of cases) {
      const response = await upload('import-fps-problem', data, name).expect(400);
      expect(response.body.msg).toBe(message);
    }
    expect((await findProblem('')).length).toBe(before);
    expect(imageFiles().length).toBe(imagesBefore);
  });

  it('imports a QDOJ zip with OI scores, tags and templates, keeping its ID while it is free', async () => {
    await upload('import-qdoj-problem', await qdojZip('1', 'QD1'), 'qdoj.zip').expect(200);
    const [imported] = await findProblem('QD1');
    expect(imported.problemId).toBe('QD1');
    const problem = await problemOf(imported.id);
    expect(problem).toMatchObject({
      title: 'Sum QD1',
      type: 1,
      timeLimit: 1500,
      memoryLimit: 64,
      description: '<p>Add.</p>',
      examples: '<input>1 1</input><output>2</output>',
    });
    expect((await casesOf(imported.id)).map((c) => c.score)).toEqual([30, 70]);
    const tags = await http()
      .get('/api/get-problem-tags')
      .query({ pid: imported.id })
      .set('Authorization', root);
    expect(tags.body.data.map((tag: { name: string }) => tag.name)).toEqual(['math']);
    const templates = await http()
      .get('/api/get-problem-code-template')
      .query({ pid: imported.id })
      .set('Authorization', root)
      .expect(200);
    const languages = await http()
      .get('/api/get-problem-languages')
      .query({ pid: imported.id })
      .set('Authorization', root);
    const cpp = languages.body.data.find((l: { name: string }) => l.name === 'C++');
    expect(templates.body.data).toEqual([
      expect.objectContaining({ lid: cpp.id, code: '#include <cstdio>\nint main(){}\n' }),
    ]);

    // The same export again: QD1 is taken now, so the copy gets an ID of its own.
    await upload('import-qdoj-problem', await qdojZip('1', 'QD1'), 'qdoj.zip').expect(200);
    const copies = (await findProblem('')).filter((p) => p.title === 'Sum QD1');
    expect(copies).toHaveLength(2);
    expect(copies.map((p) => p.problemId)).toContain('QD1');
  });

  it('refuses a QDOJ zip with a broken problem and creates none of its problems', async () => {
    const zip = await makeZip([
      { name: '1/problem.json', data: qdojProblem('QD7') },
      { name: '1/testcase/1.in', data: '1 1\n' },
      { name: '1/testcase/1.out', data: '2\n' },
      { name: '2/problem.json', data: '{"title": ' },
    ]);
    const response = await upload('import-qdoj-problem', zip, 'qdoj.zip').expect(400);
    expect(response.body.msg).toBe('2/problem.json is not a valid QDOJ problem file');
    expect(await findProblem('QD7')).toEqual([]);
    const none = await upload('import-qdoj-problem', await makeZip([{ name: 'a.txt', data: 'x' }]), 'q.zip');
    expect(none.body.msg).toBe('The zip holds no <folder>/problem.json of a QDOJ export');
  });

  it('imports a Hydro zip: limits from config.yaml, samples taken out of the statement', async () => {
    const zip = await makeZip([
      { name: 'P1/problem.yaml', data: 'pid: H1000\ntitle: Hydro Sum\ntag:\n  - easy\n' },
      { name: 'P2/problem.yaml', data: 'pid: "has space"\ntitle: Hydro Odd ID\n' },
      { name: 'P2/testdata/a.in', data: '1\n' },
      { name: 'P2/testdata/a.out', data: '1\n' },
      { name: 'P1/problem_zh.md', data: HYDRO_STATEMENT },
      { name: 'P1/testdata/config.yaml', data: 'time: 2s\nmemory: 64m\n' },
      { name: 'P1/testdata/1.in', data: '1 2\n' },
      { name: 'P1/testdata/1.out', data: '3\n' },
      { name: 'P1/testdata/2.in', data: '4 5\n' },
      { name: 'P1/testdata/2.ans', data: '9\n' },
    ]);
    await upload('import-hydro-problem', zip, 'hydro.zip').expect(200);
    const [imported] = await findProblem('H1000');
    const problem = await problemOf(imported.id);
    expect(problem).toMatchObject({
      title: 'Hydro Sum',
      timeLimit: 2000,
      memoryLimit: 64,
      description: '# Description\nAdd two numbers.',
      examples: '<input>1 2\n</input><output>3\n</output>',
    });
    expect((await casesOf(imported.id)).map((c) => [c.inputName, c.outputName])).toEqual([
      ['1.in', '1.out'],
      ['2.in', '2.ans'],
    ]);
    // An ID that is not valid here is replaced by one of this judge's own.
    const [odd] = (await findProblem('')).filter((p) => p.title === 'Hydro Odd ID');
    expect(odd.problemId).toBe(`P${odd.id}`);
  });

  it('is for the super admin only', async () => {
    await createUser(t.app, 'pat', 1001);
    const admin = await loginAs(t.app, 'pat');
    await upload('import-fps-problem', fps(fpsItem('Nope')), 'set.xml', admin).expect(403);
    await upload('import-hydro-problem', await makeZip([]), 'h.zip', admin).expect(403);
    await http().post('/api/file/import-qdoj-problem').expect(401);
  });
});
