<?php
/**
 * The price list (includes/prices.php): the items and limits fields.json gives it. Saving it (only an
 * administrator, with the settings form's nonce), checking, answering and showing it, with WordPress's
 * users, nonces and posts: tests/wordpress/php/test-prices.php.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The price list's definition.
 */
final class Prices_Test extends GDM_Concrete_Test_Case {

	/**
	 * The list in fields.json has every item the site prices, in its order, each with the site's own
	 * price as its greyed default and a unit with limits; the REST name is `prices`.
	 */
	public function test_the_list_has_every_item_the_site_prices() {
		$field = $this->field( 'site_option', 'prices' );
		$this->assertSame( 'price_list', $field['option'] );
		$this->assertSame( 'prices', $field['kind'] );
		$this->assertSame(
			array( 'driveway', 'patio', 'newSidewalk', 'sidewalkRepair', 'stampedPatio', 'overlay', 'polishedFloor', 'stampedPremium', 'exposedAggregatePremium' ),
			array_keys( $field['items'] )
		);
		foreach ( $field['items'] as $item => $about ) {
			$limits = $field['limits'][ $about['unit'] ];
			$this->assertGreaterThanOrEqual( $limits['min'], $about['low'], $item );
			$this->assertLessThanOrEqual( $about['high'], $about['low'], $item );
			$this->assertLessThanOrEqual( $limits['max'], $about['high'], $item );
		}
		$this->assertSame( 'job', $field['items']['sidewalkRepair']['unit'] );
		$this->assertSame( 'Price list', gdm_concrete_option_slugs()['price_list'] );
	}
}
