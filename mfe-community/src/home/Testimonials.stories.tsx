import type { Meta, StoryObj } from '@storybook/react';
import { Testimonials } from './Testimonials';

const meta = { title: 'Community/Home/Testimonials', component: Testimonials } satisfies Meta<typeof Testimonials>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
