import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aGroup, signIn, stubApi } from '../test/stub-api';
import GroupLayout from './group-layout';
import GroupSettingTab from './setting-tab';

function renderSetting() {
  return renderRoutes(
    '/group/7/setting',
    <Route path="/group/:groupID" element={<GroupLayout />}>
      <Route path="setting" element={<GroupSettingTab />} />
    </Route>,
  );
}

resetBetweenTests();

describe('GroupSettingTab', () => {
  it('refuses an image of another type or over 2 MB before uploading', async () => {
    signIn('u-owen');
    const calls = stubApi({ '/api/get-group-detail': aGroup({ code: 'abcd' }), '/api/get-group-auth': 5 });
    renderSetting();
    const input = (await screen.findByTestId('group-avatar-input')) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe('File type not support');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('Exceed max size limit, at most 2MB');
    expect(calls.some((call) => call.url.pathname === '/api/file/upload-group-avatar')).toBe(false);
  });

  it('fills the form from the group, keeps the code for a reviewed group and shows the server refusal', async () => {
    signIn('u-owen');
    const calls = stubApi({
      '/api/get-group-detail': aGroup({ code: 'abcd', description: 'Hello' }),
      '/api/get-group-auth': 5,
      'PUT /api/group': { fail: 400, msg: 'The group short name is already used by another group' },
    });
    renderSetting();
    const form = await screen.findByTestId('group-setting-form');
    expect((form.querySelector('input[name="code"]') as HTMLInputElement).value).toBe('abcd');
    expect((form.querySelector('textarea[name="description"]') as HTMLTextAreaElement).value).toBe('Hello');
    fireEvent.change(form.querySelector('input[name="brief"]')!, { target: { value: 'x'.repeat(51) } });
    fireEvent.click(screen.getByTestId('group-setting-save'));
    expect(screen.getByRole('alert').textContent).toBe('The group brief can not exceed 50 characters');
    fireEvent.change(form.querySelector('input[name="brief"]')!, { target: { value: 'Short' } });
    fireEvent.click(screen.getByTestId('group-setting-save'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The group short name is already used by another group',
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      id: 7,
      brief: 'Short',
      auth: 2,
      code: 'abcd',
    });
  });

  it('tells a member who is not a root that the settings are not theirs', async () => {
    signIn('u-mia');
    stubApi({ '/api/get-group-detail': aGroup(), '/api/get-group-auth': 4 });
    renderSetting();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only the group owner or a group root can change the settings.',
    );
    expect(screen.queryByTestId('group-setting-form')).toBeNull();
  });
});
