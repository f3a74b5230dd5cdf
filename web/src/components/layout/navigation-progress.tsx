import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

/** The thin bar on top while a route (and its lazy chunk) loads, with 1000 ms easing. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (loading) {
      setVisible(true);
      setWidth(10);
      const timer = setTimeout(() => setWidth(80), 30);
      return () => clearTimeout(timer);
    }
    setWidth(100);
    const timer = setTimeout(() => {
      setVisible(false);
      setWidth(0);
    }, 400);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <div
      className="nav-progress fixed top-0 left-0 z-[70] h-0.5 bg-blue-500"
      style={{ width: `${width}%`, opacity: visible ? 1 : 0 }}
      role="progressbar"
      aria-label={t('nav.loadingPage')}
      aria-hidden={!visible}
    />
  );
}
