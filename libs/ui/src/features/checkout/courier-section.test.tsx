import { makeCourierOption } from '@storefront/api/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { CourierSection } from './courier-section';

describe('CourierSection', () => {
  it.each([
    ['id-ID', '1 hari', '2–3 hari'],
    ['en-US', '1 day', '2–3 days'],
    ['ru-RU', '1 день', '2–3 дня'],
  ] as const)('writes a one-day delivery as one day in %s', async (locale, single, range) => {
    await renderScreen(
      <CourierSection
        locale={locale}
        hasAddress
        couriers={[
          makeCourierOption(0, { etd_days_min: 1, etd_days_max: 1 }),
          makeCourierOption(1, { etd_days_min: 2, etd_days_max: 3 }),
        ]}
        isLoading={false}
        errorMessage={undefined}
        onRetry={vi.fn()}
        value=""
        onChange={vi.fn()}
        error={undefined}
      />,
      { locale },
    );
    expect(screen.getByText(new RegExp(`· ${single}$`))).toBeVisible();
    expect(screen.getByText(new RegExp(`· ${range}$`))).toBeVisible();
    expect(screen.queryByText(/1–1/)).not.toBeInTheDocument();
  });
});
