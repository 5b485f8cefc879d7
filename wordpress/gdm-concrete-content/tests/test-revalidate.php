<?php
/**
 * Revalidation (includes/revalidate.php): the changes of one request are gathered into one list and
 * sent in one call, signed as the site checks it (server/cluster/signed-call.ts), to the site's address. That
 * WordPress's safe HTTP API lets through a site on a local address, and nothing else:
 * tests/wordpress/php/test-revalidate.php.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The list of changes and the signed call.
 */
final class Revalidate_Test extends GDM_Concrete_Test_Case {

	/**
	 * The site's signature of body '{"call":"c","changes":[]}' at 1700000000 with self::SECRET:
	 * signCall( secret, 'revalidate', '1700000000.', body ) of server/cluster/signed-call.ts, run once with Node.
	 */
	const SITE_SIGNATURE = 'sha256=271564f8c26db6a75932eeebc24849e9339dc02f4ac8638a2729043bff937236';

	/**
	 * The website connected.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->connect();
	}

	/**
	 * The signature the site expects (server/cluster/signed-call.ts, tests/wordpress/support.ts
	 * signedRevalidation): "sha256=" and the hex HMAC-SHA256 of "gdm-revalidate.v1.{timestamp}.{body}".
	 *
	 * @param string $timestamp X-Timestamp.
	 * @param string $body      The call's body.
	 * @param string $secret    Secret.
	 * @return string
	 */
	private function site_signature( $timestamp, $body, $secret = self::SECRET ) {
		return 'sha256=' . hash_hmac( 'sha256', 'gdm-revalidate.v1.' . $timestamp . '.' . $body, $secret );
	}

	/**
	 * A published post.
	 *
	 * @param int    $id   ID.
	 * @param string $type Post type.
	 * @param string $slug Slug.
	 * @return WP_Post
	 */
	private function post( $id, $type = 'service', $slug = 'driveways' ) {
		return GDM_Test_WordPress::add_post(
			array(
				'ID'        => $id,
				'post_type' => $type,
				'post_name' => $slug,
			)
		);
	}

	/**
	 * This request's list of changes, as it will be sent.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function changes() {
		return array_values( $GLOBALS['gdm_concrete_changes'] ?? array() );
	}

	/**
	 * The test's copy of the site's signature is the site's.
	 */
	public function test_the_tests_copy_of_the_site_signature_is_the_sites() {
		$this->assertSame( self::SITE_SIGNATURE, $this->site_signature( '1700000000', '{"call":"c","changes":[]}' ) );
	}

	/**
	 * Publishing a service (its fields saved just after) sends one call, to {site}/api/revalidate,
	 * that the site admits: a fresh timestamp, and the signature of exactly the body sent. The
	 * settings page is told it worked.
	 */
	public function test_a_publish_sends_one_call_the_site_accepts() {
		$post = $this->post( 5 );
		gdm_concrete_on_transition( 'publish', 'draft', $post );
		gdm_concrete_on_meta( 1, 5, '_gdm_price' );
		gdm_concrete_on_meta( 2, 5, '_gdm_faqs' );
		gdm_concrete_flush();

		$this->assertCount( 1, GDM_Test_WordPress::$requests );
		$request = GDM_Test_WordPress::$requests[0];
		$headers = $request['args']['headers'];
		$this->assertSame( self::SITE . '/api/revalidate', $request['url'] );
		$this->assertSame( 'POST', $request['args']['method'] );
		$this->assertSame( 0, $request['args']['redirection'], 'a redirect could carry the signed call elsewhere' );
		$this->assertSame( 'application/json', $headers['Content-Type'] );
		$this->assertMatchesRegularExpression( '/^\d{1,12}$/', $headers['X-Timestamp'] );
		$this->assertEqualsWithDelta( time(), (int) $headers['X-Timestamp'], 5, 'the site refuses a timestamp 300 s off' );
		$this->assertSame( $this->site_signature( $headers['X-Timestamp'], $request['args']['body'] ), $headers['X-Signature'] );

		$body = json_decode( $request['args']['body'], true );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/', $body['call'] );
		$this->assertSame(
			array(
				array(
					'type'   => 'service',
					'id'     => 5,
					'slug'   => 'driveways',
					'action' => 'publish',
				),
			),
			$body['changes']
		);
		$this->assertTrue( get_option( 'gdm_concrete_last_call' )['ok'] );

		gdm_concrete_flush();
		$this->assertCount( 1, GDM_Test_WordPress::$requests, 'a list is sent once' );
	}

	/**
	 * The website's address as typed in the settings, with a port and a slash at its end, is called at
	 * its /api/revalidate.
	 */
	public function test_the_address_as_typed_is_called() {
		update_option( 'gdm_concrete_site_url', 'http://127.0.0.1:3000/' );
		$this->assertTrue( gdm_concrete_send( array() )['ok'] );
		$this->assertSame( 'http://127.0.0.1:3000/api/revalidate', GDM_Test_WordPress::$requests[0]['url'] );
	}

	/**
	 * Two calls are never signed alike (the site refuses a signature it has seen): each has its own
	 * call ID.
	 */
	public function test_two_calls_in_one_second_are_signed_apart() {
		gdm_concrete_send( array() );
		gdm_concrete_send( array() );
		list( $first, $second ) = GDM_Test_WordPress::$requests;
		$this->assertNotSame( $first['args']['body'], $second['args']['body'] );
		$this->assertNotSame( $first['args']['headers']['X-Signature'], $second['args']['headers']['X-Signature'] );
	}

	/**
	 * One request's list: one entry per post, the first action kept unless the post is taken down,
	 * the settings once; drafts, revisions, autosaves, editing locks and types the site does not show
	 * are left out. Sent once, when the request ends.
	 */
	public function test_the_list_of_changes() {
		$service = $this->post( 5 );
		$faq     = $this->post( 6, 'faq', 'do-you-pull-permits' );
		$draft   = GDM_Test_WordPress::add_post(
			array(
				'ID'          => 7,
				'post_type'   => 'service',
				'post_status' => 'draft',
			)
		);
		$revision = GDM_Test_WordPress::add_post(
			array(
				'ID'          => 8,
				'post_type'   => 'revision',
				'post_name'   => '5-revision-v1',
				'post_parent' => 5,
			)
		);
		$this->post( 9, 'attachment', 'patio-jpg' );

		gdm_concrete_on_transition( 'publish', 'publish', $service );
		gdm_concrete_on_meta( 1, 5, '_gdm_price' );
		gdm_concrete_on_meta( 1, 6, '_edit_lock' );
		gdm_concrete_on_transition( 'draft', 'draft', $draft );
		gdm_concrete_on_transition( 'publish', 'draft', $revision );
		gdm_concrete_on_terms( 9 );
		gdm_concrete_queue( null, 'settings' );
		gdm_concrete_queue( null, 'settings' );
		gdm_concrete_on_transition( 'publish', 'publish', $faq );
		gdm_concrete_on_transition( 'trash', 'publish', $faq );

		$this->assertSame(
			array(
				array(
					'type'   => 'service',
					'id'     => 5,
					'slug'   => 'driveways',
					'action' => 'update',
				),
				array(
					'type'   => 'settings',
					'action' => 'settings',
				),
				array(
					'type'   => 'faq',
					'id'     => 6,
					'slug'   => 'do-you-pull-permits',
					'action' => 'trash',
				),
			),
			$this->changes()
		);
		$this->assertSame( array(), GDM_Test_WordPress::$requests, 'nothing is sent before the request ends' );
		$this->assertCount( 1, GDM_Test_WordPress::$hooks['shutdown'][10], 'sent once, at shutdown' );
	}

	/**
	 * The types whose changes are sent are the keys of site-pages.json, the list the site reads to know
	 * which pages a change shows on: a publish of each is sent; the plugin's own types and WordPress's
	 * posts and pages are among them; a type with no page on the site (a picture, a menu item, a
	 * reusable block) is never sent.
	 */
	public function test_the_types_sent_are_those_site_pages_json_places_on_the_site() {
		$file  = json_decode( (string) file_get_contents( GDM_CONCRETE_DIR . '/site-pages.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the plugin's own file
		$types = array_values( preg_grep( '/^_/', array_keys( $file ), PREG_GREP_INVERT ) );
		$this->assertSame( $types, gdm_concrete_watched_types() );
		foreach ( array_merge( gdm_concrete_own_post_types(), array( 'post', 'page' ) ) as $type ) {
			$this->assertContains( $type, $types, "{$type} shows on the site: site-pages.json must say where" );
		}

		$id = 100;
		foreach ( array_merge( $types, array( 'attachment', 'nav_menu_item', 'wp_block' ) ) as $type ) {
			gdm_concrete_on_transition( 'publish', 'draft', $this->post( ++$id, $type, 'a-record' ) );
		}
		$this->assertSame( $types, array_column( $this->changes(), 'type' ) );
	}

	/**
	 * Published content taken down reaches the site as such: unpublished, trashed, deleted.
	 */
	public function test_content_taken_down() {
		gdm_concrete_on_transition( 'draft', 'publish', $this->post( 5 ) );
		gdm_concrete_on_transition( 'trash', 'publish', $this->post( 6, 'location', 'ankeny' ) );
		gdm_concrete_on_deleted( 7, $this->post( 7, 'gallery_album', 'patios' ) );
		$draft = GDM_Test_WordPress::add_post(
			array(
				'ID'          => 8,
				'post_status' => 'draft',
			)
		);
		gdm_concrete_on_deleted( 8, $draft );

		$this->assertSame( array( 'unpublish', 'trash', 'delete' ), array_column( $this->changes(), 'action' ) );
	}

	/**
	 * Without the site's address or the secret nothing is sent, and the settings page says why.
	 */
	public function test_nothing_is_sent_unconnected() {
		update_option( 'gdm_concrete_secret', '' );
		$result = gdm_concrete_send( array( array( 'type' => 'settings' ) ) );
		$this->assertFalse( $result['ok'] );
		$this->assertSame( 'Not sent: the site address or the secret is not set.', $result['message'] );
		$this->assertSame( array(), GDM_Test_WordPress::$requests );
	}

	/**
	 * A refused call is explained on the settings page and written to the PHP error log.
	 */
	public function test_a_refused_call_is_explained_and_logged() {
		$log = tempnam( sys_get_temp_dir(), 'gdm-log' );
		ini_set( 'error_log', $log ); // phpcs:ignore WordPress.PHP.IniSet, Generic.PHP.ForbiddenFunctions -- the test reads the log
		GDM_Test_WordPress::$response['response']['code'] = 401;
		try {
			$result = gdm_concrete_send( array() );
			$logged = (string) file_get_contents( $log ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a temporary file
		} finally {
			ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet, Generic.PHP.ForbiddenFunctions -- as phpunit.xml.dist sets it
			unlink( $log ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a temporary file
		}
		$this->assertFalse( $result['ok'] );
		$this->assertStringStartsWith( 'HTTP 401: the secret differs from WORDPRESS_WEBHOOK_SECRET', $result['message'] );
		$this->assertSame( $result, get_option( 'gdm_concrete_last_call' ) );
		$this->assertStringContainsString( 'gdm-concrete-content: revalidation failed: HTTP 401', $logged );
	}
}
