import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { LoginForm } from './login-form';

afterEach(cleanup);

describe('LoginForm', () => {
  it('shows the field rules, and clears each error once its field is fixed', () => {
    changeLocale('en-US');
    render(<LoginForm />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('The username is required')).toBeTruthy();
    expect(screen.getByText('The password is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice' } });
    expect(screen.queryByText('The username is required')).toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '123' } });
    expect(screen.getByText('The password is 6 to 20 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '123456' } });
    expect(screen.queryByText('The password is 6 to 20 characters')).toBeNull();
  });

  it('asks for no captcha and no puzzle before the first try', () => {
    changeLocale('en-US');
    render(<LoginForm />);
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    expect(screen.queryByTestId('slide-verify')).toBeNull();
  });

  it('speaks Chinese by default', () => {
    changeLocale('zh-CN');
    render(<LoginForm />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('用户名不能为空')).toBeTruthy();
  });
});
