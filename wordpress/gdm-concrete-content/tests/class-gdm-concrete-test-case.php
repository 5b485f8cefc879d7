<?php
/**
 * What every test of the plugin starts from.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

use PHPUnit\Framework\TestCase;

/**
 * A fresh stand-in WordPress for each test: no options, posts or requests, only the plugin's own hooks.
 */
abstract class GDM_Concrete_Test_Case extends TestCase {

	/**
	 * The shared secret the tests sign with (as long as the plugin asks: GDM_CONCRETE_MIN_SECRET_LENGTH).
	 */
	const SECRET = 'test-secret-0123456789abcdef';

	/**
	 * The website's address the tests connect to.
	 */
	const SITE = 'https://www.example-concrete.test';

	/**
	 * Empties the stand-ins and this request's list of changes.
	 */
	protected function setUp(): void {
		parent::setUp();
		GDM_Test_WordPress::reset( GDM_TEST_PLUGIN_HOOKS );
		$GLOBALS['gdm_concrete_changes'] = null;
	}

	/**
	 * The plugin connected to the website, as Settings → Concrete site leaves it.
	 *
	 * @param string $site   The website's address as typed.
	 * @param string $secret The shared secret.
	 */
	protected function connect( $site = self::SITE, $secret = self::SECRET ) {
		update_option( 'gdm_concrete_site_url', $site );
		update_option( 'gdm_concrete_secret', $secret );
	}

	/**
	 * A field's definition from fields.json, as the plugin reads it.
	 *
	 * @param string $type Post type.
	 * @param string $name Field name.
	 * @return array<string, mixed>
	 */
	protected function field( $type, $name ) {
		$fields = gdm_concrete_fields();
		$this->assertArrayHasKey( $name, $fields[ $type ] ?? array(), "fields.json has no {$type}.{$name}" );
		return $fields[ $type ][ $name ];
	}
}
