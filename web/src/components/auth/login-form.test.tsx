import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { LoginForm } from './login-form';

afterEach(cleanup);

describe('LoginForm', () => {
  it('shows the field rules and asks for the slide puzzle before logging in', () => {
    changeLocale('en-US');
    render(<LoginForm />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('The username is required')).toBeTruthy();
    expect(screen.getByText('The password is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('The password is 6 to 20 characters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('slide-verify')).toBeTruthy();
  });

  it('speaks Chinese by default', () => {
    changeLocale('zh-CN');
    render(<LoginForm />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('用户名不能为空')).toBeTruthy();
  });
});
