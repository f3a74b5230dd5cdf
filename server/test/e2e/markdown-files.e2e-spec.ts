import { readdir } from 'node:fs/promises';
import request from 'supertest';
import { Role } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { PNG_1X1 } from '../utils/images';
import { SiteConfigService } from '../../src/modules/site/site-config.service';
import { FileStorageService } from '../../src/infra/storage/file-storage.service';
import { MARKDOWN_FILE_MAX_BYTES } from '../../src/modules/file/markdown-file.service';
import { uploadUntilAnswered } from '../utils/early-answer-upload';

/** Images and files uploaded from the markdown editor of admins and group admins. */
describe('markdown files', () => {
  let t: TestApp;
  let root: string;
  let editor: string;
  let student: string;
  const http = () => request(t.app.getHttpServer());
  const uploadImage = (token: string, data: Buffer, name: string) =>
    http().post('/api/file/upload-md-img').set('Authorization', token).attach('image', data, name);

  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'edna', Role.PROBLEM_ADMIN);
    editor = await loginAs(t.app, 'edna');
    await createUser(t.app, 'stan');
    student = await loginAs(t.app, 'stan');
  });
  afterAll(() => t.close());

  it('stores an image, serves it, and lets only its uploader or the super admin delete it', async () => {
    const uploaded = await uploadImage(editor, PNG_1X1, 'diagram.png').expect(200);
    const { link, fileId } = uploaded.body.data as { link: string; fileId: number };
    expect(link).toMatch(/^\/api\/public\/img\/\w+\.png$/);
    const served = await http().get(link).expect(200);
    expect(Buffer.from(served.body as Buffer).equals(PNG_1X1)).toBe(true);
    expect(served.headers['content-disposition']).toBeUndefined();

    await http().get('/api/file/delete-md-img').query({ fileId }).set('Authorization', student).expect(403);
    const other = (await uploadImage(root, PNG_1X1, 'root.png').expect(200)).body.data.fileId as number;
    await http()
      .get('/api/file/delete-md-img')
      .query({ fileId: other })
      .set('Authorization', editor)
      .expect(403);
    await http().get('/api/file/delete-md-img').query({ fileId }).set('Authorization', root).expect(200);
    await http().get(link).expect(404);
    await http().get('/api/file/delete-md-img').query({ fileId }).set('Authorization', root).expect(404);
  });

  it('refuses non-images, oversized images, unknown groups and users who are not admins', async () => {
    const fake = await uploadImage(editor, Buffer.from('<svg onload="alert(1)"/>'), 'x.png').expect(400);
    expect(fake.body.msg).toBe(
      'File type not supported: only gif, jpg, jpeg, png and webp images are allowed',
    );
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(4 * 1024 * 1024)]);
    const tooBig = await uploadImage(editor, big, 'big.png').expect(400);
    expect(tooBig.body.msg).toBe('The image size exceeds the 4 MB limit');
    const grouped = await http()
      .post('/api/file/upload-md-img')
      .set('Authorization', editor)
      .field('gid', '3')
      .attach('image', PNG_1X1, 'g.png')
      .expect(404);
    expect(grouped.body.msg).toBe('The group does not exist');
    await uploadImage(student, PNG_1X1, 'mine.png').expect(403);
    await http().post('/api/file/upload-md-img').attach('image', PNG_1X1, 'anon.png').expect(401);
    const missing = await http().get('/api/file/delete-md-img').set('Authorization', root).expect(400);
    expect(missing.body.msg).toBe('fileId is required');
  });

  it('lets a group’s admins upload for their group, and not its members', async () => {
    await t.app.get(SiteConfigService).update({
      switch: {
        defaultCreateGroupACInitValue: 0,
        defaultCreateGroupDailyLimit: 100,
        defaultCreateGroupLimit: 100,
      },
    });
    const gid = (
      await http()
        .post('/api/group')
        .set('Authorization', student)
        .send({ name: 'Drawing club', shortName: 'DC', auth: 1 })
        .expect(200)
    ).body.data.id as number;
    await createUser(t.app, 'mel');
    const melToken = await loginAs(t.app, 'mel');
    await http().post('/api/group/member').set('Authorization', melToken).query({ gid }).expect(200);
    const forGroup = (token: string) =>
      http().post('/api/file/upload-md-img').set('Authorization', token).field('gid', String(gid));
    const uploaded = await forGroup(student).attach('image', PNG_1X1, 'owner.png').expect(200);
    expect(uploaded.body.data.link).toMatch(/^\/api\/public\/img\//);
    await forGroup(melToken).attach('image', PNG_1X1, 'member.png').expect(403);
    await http()
      .post('/api/file/upload-md-file')
      .set('Authorization', student)
      .field('gid', String(gid))
      .attach('file', Buffer.from('notes'), 'notes.txt')
      .expect(200);
  });

  it('stores any other file as a download, never rendered in the browser', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const uploaded = await http()
      .post('/api/file/upload-md-file')
      .set('Authorization', editor)
      .attach('file', html, 'notes.html')
      .expect(200);
    const link = uploaded.body.data.link as string;
    expect(link).toMatch(/^\/api\/public\/file\/\w+\.html$/);
    const served = await http().get(link).expect(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    // A script uploaded here must never run as this origin's script (the CSP allows 'self').
    const script = await http()
      .post('/api/file/upload-md-file')
      .set('Authorization', editor)
      .attach('file', Buffer.from('fetch("/api/logout")'), 'payload.js')
      .expect(200);
    expect(script.body.data.link).toMatch(/^\/api\/public\/file\/\w+\.js$/);
    const scriptServed = await http().get(script.body.data.link).expect(200);
    expect(scriptServed.headers['content-type']).toBe('application/octet-stream');
    expect(scriptServed.headers['content-disposition']).toBe('attachment');
    // No other prefix reaches the folder, and a missing file is a plain 404.
    const name = (script.body.data.link as string).split('/').pop()!;
    const sideways = await http().get(`/api/public/img/../file/${name}`);
    expect(sideways.status).not.toBe(200);
    await http().get('/api/public/file/missing.js').expect(404);

    const odd = await http()
      .post('/api/file/upload-md-file')
      .set('Authorization', editor)
      .attach('file', Buffer.from('data'), 'archive.tar.<evil>')
      .expect(200);
    expect(odd.body.data.link).toMatch(/^\/api\/public\/file\/\w+\.bin$/);
    await http()
      .post('/api/file/upload-md-file')
      .set('Authorization', student)
      .attach('file', html, 'notes.html')
      .expect(403);
  });

  describe('large files', () => {
    const storage = () => t.app.get(FileStorageService);
    const filesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);
    const mdFile = (token: string, fields: Record<string, string>, fileBytes: number, sendAtMost?: number) =>
      uploadUntilAnswered({
        url: `${baseUrl}/api/file/upload-md-file`,
        token,
        fields,
        fileField: 'file',
        fileName: 'slides.pdf',
        fileBytes,
        sendAtMost,
      });

    it('refuses a user who may not upload before reading the file', async () => {
      const gid = (
        await http()
          .post('/api/group')
          .set('Authorization', editor)
          .send({ name: 'Closed club', shortName: 'CC', auth: 1 })
          .expect(200)
      ).body.data.id as number;
      for (const fields of [{ gid: String(gid) }, {}] as Record<string, string>[]) {
        const refused = await mdFile(student, fields, 6 * 1024 * 1024, 256 * 1024);
        expect(refused.status).toBe(403);
        expect(refused.fileBytesSent).toBeLessThan(6 * 1024 * 1024);
      }
      expect(await filesIn(storage().incomingDir)).toEqual([]);
    });

    it('refuses a file past 128 MB while it arrives, and keeps nothing of it', async () => {
      const before = await filesIn(`${storage().root}/file`);
      const fileBytes = MARKDOWN_FILE_MAX_BYTES + 32 * 1024 * 1024;
      // The client stops 4 MB past the limit: the answer must come without the rest of the body.
      const refused = await mdFile(editor, {}, fileBytes, MARKDOWN_FILE_MAX_BYTES + 4 * 1024 * 1024);
      expect(refused.status).toBe(413);
      expect(refused.body.msg).toBe('The file size must be less than 128 MB');
      expect(refused.fileBytesSent).toBeLessThan(fileBytes);
      expect(await filesIn(storage().incomingDir)).toEqual([]);
      expect(await filesIn(`${storage().root}/file`)).toEqual(before);
      // The connection's next upload goes through as usual.
      await http()
        .post('/api/file/upload-md-file')
        .set('Authorization', editor)
        .attach('file', Buffer.from('after'), 'after.txt')
        .expect(200);
    });
  });
});
