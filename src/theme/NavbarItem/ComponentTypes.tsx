// Adds the `custom-iconLink` navbar item type (the source-code profile link) to the built-in types.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import IconLink from '@site/src/components/IconLink';

export default {
  ...ComponentTypes,
  'custom-iconLink': IconLink,
};
