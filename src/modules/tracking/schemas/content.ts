import * as z from 'zod/mini';
import { elementText, event, nonEmptyText } from './common';

const component = { componentCategory: nonEmptyText(), componentName: nonEmptyText() };

export const contentEvents = [
  event('COMPONENT_VIEW', 'content_component_view', component),
  event('BRAND_LOGO_CLICK', 'content_component_brandlogo_click', component),
  event('IMAGE_CLICK', 'content_component_image_click', { ...component, productSku: z.optional(z.string()) }),
  event('CTA_CLICK', 'content_component_cta_click', { ...component, elementText }),
  event('ARROW_CLICK', 'content_component_arrow_click', {
    ...component,
    arrowType: z.enum(['next', 'previous']),
  }),
  event('BUTTON_CLICK', 'button_click', { elementText }),
  event('BANNER_CLICK', 'banner_click', {
    elementText,
    bannerName: z.optional(z.string()),
    variationName: z.optional(z.string()),
    experienceName: z.optional(z.string()),
    campaignSelectorName: z.optional(z.string()),
    campaignDecisionId: z.optional(z.string()),
  }),
  event('ACCORDION_OPEN', 'accordion_open', { elementText }),
  event('ACCORDION_CLOSE', 'accordion_close', { elementText }),
  event('3D_MODEL_SLIDER_SELECT', '3d_model_slider_select', { imageNumber: z.string() }),
  event('3D_MODEL_IMAGE_SHOW', '3d_model_image_show', { pageClassification: z.string() }),
  event('3D_MODEL_ASSET_LOADED', '3d_model_asset_loaded', {}),
  event('AB_TEST_VIEW', 'content_component_abtest_view', {
    tool: z.enum(['DY', 'AL', 'UL']),
    componentCategory: nonEmptyText(),
    testName: nonEmptyText(),
    testVariation: nonEmptyText(),
  }),
  event('PRODUCT_VARIATION_CLICK', 'product_variation_click', {
    imageId: z.string(),
    variationType: z.enum(['framesize', 'color', 'package_size']),
  }),
] as const;
