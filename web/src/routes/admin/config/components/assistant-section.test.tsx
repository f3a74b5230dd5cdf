import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AssistantConfigView, AssistantUsage } from '@verdict/common';
import { toastStore } from '@/stores/ui';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { callsTo, stubApi } from '@/test/stub-api';
import { AssistantUsageCard } from '../../dashboard/assistant-usage-card';
import { AssistantSection } from './assistant-section';

const CONFIG: AssistantConfigView = {
  enabled: false,
  baseUrl: '',
  model: '',
  apiKey: '',
  apiKeySet: true,
  serverBaseUrl: 'http://llm.campus:8000/v1',
  serverModel: 'qwen2.5-7b',
  serverApiKeySet: false,
  systemPrompt: 'You are a tutor.',
  hintRule: 'Hints, never solutions.',
  dailyMessages: 50,
  streamsPerUser: 1,
  maxMessageLength: 2000,
};

const render = () => renderRoutes('/admin/conf', <Route path="/admin/conf" element={<AssistantSection />} />);

resetBetweenTests();

describe('the AI assistant settings', () => {
  it("shows the server's fallbacks, saves the changes and keeps an untouched key", async () => {
    signIn('root', ['root']);
    const calls = stubApi({
      '/api/admin/config/get-assistant-config': CONFIG,
      'PUT /api/admin/config/set-assistant-config': null,
    });
    render();
    const baseUrl = await screen.findByLabelText<HTMLInputElement>('API base URL');
    expect(baseUrl.placeholder).toBe('http://llm.campus:8000/v1');
    expect(screen.getByLabelText<HTMLInputElement>('Model name').placeholder).toBe('qwen2.5-7b');
    const key = screen.getByLabelText<HTMLInputElement>('API key');
    expect(key.type).toBe('password');
    expect(key.value).toBe('');
    expect(screen.getByText('A key is stored. Leave the field empty to keep it.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Assistant switched on'));
    fireEvent.change(screen.getByLabelText('Messages per user a day'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Hint rule'), { target: { value: 'Only hints.' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/admin/config/set-assistant-config')).toHaveLength(1),
    );
    expect(callsTo(calls, 'PUT', '/api/admin/config/set-assistant-config')[0].body).toEqual({
      enabled: true,
      baseUrl: '',
      model: '',
      apiKey: '',
      systemPrompt: 'You are a tutor.',
      hintRule: 'Only hints.',
      dailyMessages: 20,
      streamsPerUser: 1,
      maxMessageLength: 2000,
    });
    await waitFor(() => expect(toastStore.get().map((toast) => toast.text)).toContain('Saved'));
  });

  it("shows a refused save's message beside the button", async () => {
    signIn('root', ['root']);
    stubApi({
      '/api/admin/config/get-assistant-config': CONFIG,
      'PUT /api/admin/config/set-assistant-config': {
        fail: 400,
        msg: 'The base URL must start with http:// or https://',
      },
    });
    render();
    fireEvent.change(await screen.findByLabelText('API base URL'), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(
      (await screen.findByText('The base URL must start with http:// or https://')).getAttribute('role'),
    ).toBe('alert');
  });

  it("tests the connection with the form's unsaved values and shows the answer or the error with the time", async () => {
    signIn('root', ['root']);
    let answer = { ok: true, message: 'Hello! I am ready.', milliseconds: 412 };
    const calls = stubApi({
      '/api/admin/config/get-assistant-config': CONFIG,
      'POST /api/admin/config/test-assistant': () => answer,
    });
    render();
    fireEvent.change(await screen.findByLabelText('Model name'), { target: { value: 'fake-model' } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'sk-new' } });
    fireEvent.click(screen.getByTestId('assistant-test'));
    const outcome = screen.getByTestId('assistant-test-outcome');
    await waitFor(() => expect(outcome.textContent).toBe('The model answered in 412 ms: Hello! I am ready.'));
    expect(callsTo(calls, 'POST', '/api/admin/config/test-assistant')[0].body).toMatchObject({
      model: 'fake-model',
      apiKey: 'sk-new',
    });
    answer = { ok: false, message: '401 Incorrect API key provided', milliseconds: 35 };
    fireEvent.click(screen.getByTestId('assistant-test'));
    await waitFor(() =>
      expect(outcome.textContent).toBe('No answer after 35 ms: 401 Incorrect API key provided'),
    );
    expect(outcome.className).toContain('text-red-700');
  });
});

describe('the dashboard card "Assistant today"', () => {
  it('shows messages, users and tokens', async () => {
    signIn('root', ['root']);
    const usage: AssistantUsage = { messages: 12, users: 4, promptTokens: 5000, completionTokens: 1200 };
    stubApi({ '/api/admin/dashboard/get-assistant-usage': usage });
    renderRoutes('/admin', <Route path="/admin" element={<AssistantUsageCard />} />);
    expect((await screen.findByTestId('assistant-usage-messages')).textContent).toBe('12');
    expect(screen.getByTestId('assistant-usage-users').textContent).toBe('4');
    expect(screen.getByTestId('assistant-usage-tokens').textContent).toBe('6200');
    expect(screen.getByRole('heading', { name: 'Assistant today' })).toBeTruthy();
    expect(screen.getByText('5000 prompt + 1200 completion')).toBeTruthy();
  });
});
