<?php
/**
 * The Leads screen: the website's leads listed, searched, filtered and shown one at a time, a held
 * lead released, a failed delivery sent again, a lead marked as spam (and the mark removed), and the CSV
 * exported. Administrators only, and Editors when an administrator allows it (includes/leads-editors.php).
 * Every lead is read from the website's store through the signed leads API (includes/leads-api.php);
 * nothing of a lead is saved in WordPress's database.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// A capability of the plugin's own, given to administrators once (on activation and on the upgrade to
// 1.3.0, see gdm_concrete_maybe_upgrade()): an owner may give it to an office manager's role with a
// role editor without making them an administrator, or take it from a role, and it stays so.
define( 'GDM_CONCRETE_LEADS_CAPABILITY', 'gdm_manage_leads' );
define( 'GDM_CONCRETE_LEADS_PAGE', 'gdm-leads' );

add_action( 'admin_menu', 'gdm_concrete_leads_menu' );
add_action( 'admin_post_gdm_leads_release', 'gdm_concrete_leads_release' );
add_action( 'admin_post_gdm_leads_retry', 'gdm_concrete_leads_retry' );
add_action( 'admin_post_gdm_leads_spam', 'gdm_concrete_leads_spam' );
add_action( 'admin_post_gdm_leads_export', 'gdm_concrete_leads_export' );

/**
 * Gives administrators the Leads capability. Called on activation and on the upgrade from a version
 * that gave it on every request (also when the plugin was active before the capability existed),
 * never on an ordinary request.
 */
function gdm_concrete_leads_grant() {
	$role = get_role( 'administrator' );
	if ( $role && ! $role->has_cap( GDM_CONCRETE_LEADS_CAPABILITY ) ) {
		$role->add_cap( GDM_CONCRETE_LEADS_CAPABILITY );
		// The signed-in user's capabilities may have been read from the role already in this request.
		if ( did_action( 'set_current_user' ) && is_user_logged_in() ) {
			wp_get_current_user()->get_role_caps();
		}
	}
}

/**
 * Leads in the admin menu, for those who have the capability only.
 */
function gdm_concrete_leads_menu() {
	add_menu_page(
		__( 'Leads', 'gdm-concrete-content' ),
		__( 'Leads', 'gdm-concrete-content' ),
		GDM_CONCRETE_LEADS_CAPABILITY,
		GDM_CONCRETE_LEADS_PAGE,
		'gdm_concrete_leads_page',
		'dashicons-email-alt',
		3
	);
}

/**
 * Stops anyone without the capability, with WordPress's own refusal page.
 */
function gdm_concrete_leads_require_capability() {
	if ( ! current_user_can( GDM_CONCRETE_LEADS_CAPABILITY ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to see the leads.', 'gdm-concrete-content' ), 403 );
	}
}

/**
 * The filters of the list, by the website's status names.
 *
 * @return array<string, string>
 */
function gdm_concrete_leads_filters() {
	return array(
		'all'    => __( 'All', 'gdm-concrete-content' ),
		'held'   => __( 'Held as spam', 'gdm-concrete-content' ),
		'failed' => __( 'Delivery failed', 'gdm-concrete-content' ),
		'test'   => __( 'Test', 'gdm-concrete-content' ),
	);
}

/**
 * The search, filter and page of this request, checked.
 *
 * @return array{q: string, status: string, paged: int}
 */
function gdm_concrete_leads_request() {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading a list's filter changes nothing.
	$q      = isset( $_REQUEST['s'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['s'] ) ) : '';
	$status = isset( $_REQUEST['status'] ) ? sanitize_key( wp_unslash( $_REQUEST['status'] ) ) : 'all';
	$paged  = isset( $_REQUEST['paged'] ) ? absint( $_REQUEST['paged'] ) : 1;
	// phpcs:enable
	return array(
		'q'      => mb_substr( $q, 0, 200 ),
		'status' => array_key_exists( $status, gdm_concrete_leads_filters() ) ? $status : 'all',
		'paged'  => min( max( 1, $paged ), 10000 ),
	);
}

/**
 * The address of the Leads screen with these arguments, each value encoded (add_query_arg() does not
 * encode: a lead id or a search with `&` or `#` in it would otherwise change the address).
 *
 * @param array<string, mixed> $args Arguments.
 * @return string
 */
function gdm_concrete_leads_url( $args = array() ) {
	$args = array_filter(
		$args,
		static function ( $value ) {
			return '' !== $value && null !== $value && 'all' !== $value && 1 !== $value;
		}
	);
	return add_query_arg(
		array_map( 'rawurlencode', array_map( 'strval', array_merge( array( 'page' => GDM_CONCRETE_LEADS_PAGE ), $args ) ) ),
		admin_url( 'admin.php' )
	);
}

/**
 * The screen: one lead when `lead` is given, else the list.
 */
function gdm_concrete_leads_page() {
	gdm_concrete_leads_require_capability();
	echo '<div class="wrap gdm-leads">';
	gdm_concrete_leads_notice();
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- showing a lead changes nothing.
	$lead = isset( $_GET['lead'] ) ? sanitize_text_field( wp_unslash( $_GET['lead'] ) ) : '';
	if ( '' !== $lead && preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $lead ) ) {
		gdm_concrete_leads_detail( $lead );
	} else {
		gdm_concrete_leads_list();
	}
	echo '</div>';
}

/**
 * The result of the last action, passed back in the address (a code, never text from outside).
 */
function gdm_concrete_leads_notice() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a code chosen from the list below.
	$code     = isset( $_GET['gdm_done'] ) ? sanitize_key( wp_unslash( $_GET['gdm_done'] ) ) : '';
	$messages = array(
		'released'       => array( 'success', __( 'Released: the lead is on its way to your lead service.', 'gdm-concrete-content' ) ),
		'unmarked'       => array( 'success', __( 'The spam mark is removed. The lead had been delivered already, so nothing was sent again.', 'gdm-concrete-content' ) ),
		'not-held'       => array( 'info', __( 'This lead is not held, so there was nothing to release.', 'gdm-concrete-content' ) ),
		'marked'         => array( 'success', __( 'Marked as spam. Nothing was deleted; "It is not spam" removes the mark.', 'gdm-concrete-content' ) ),
		'already-marked' => array( 'info', __( 'This lead was already marked as spam.', 'gdm-concrete-content' ) ),
		'retrying'       => array( 'success', __( 'Sent again: the failed delivery will be tried again in a moment.', 'gdm-concrete-content' ) ),
		'nothing'        => array( 'info', __( 'Nothing to send again: no delivery of this lead has failed.', 'gdm-concrete-content' ) ),
		'not-found'      => array( 'error', __( 'The website has no lead with this id.', 'gdm-concrete-content' ) ),
		'unreachable'    => array( 'error', __( 'The website could not be reached or refused the call. Check Settings → Concrete site and try again.', 'gdm-concrete-content' ) ),
		'export-error'   => array( 'error', __( 'The CSV could not be made: the website could not be reached or refused the call.', 'gdm-concrete-content' ) ),
	);
	if ( isset( $messages[ $code ] ) ) {
		printf(
			'<div class="notice notice-%1$s is-dismissible"><p>%2$s</p></div>',
			esc_attr( $messages[ $code ][0] ),
			esc_html( $messages[ $code ][1] )
		);
	}
}

/**
 * A notice for a call the website did not answer as expected.
 *
 * @param array<string, mixed> $answer The call's result.
 */
function gdm_concrete_leads_error( $answer ) {
	printf(
		'<div class="notice notice-error"><p>%s</p></div>',
		esc_html( '' !== $answer['error'] ? $answer['error'] : __( 'The website’s answer could not be read.', 'gdm-concrete-content' ) )
	);
}

/**
 * The list: filter links, the search, 25 leads a page newest first, and the export.
 */
function gdm_concrete_leads_list() {
	$request = gdm_concrete_leads_request();
	echo '<h1 class="wp-heading-inline">' . esc_html__( 'Leads', 'gdm-concrete-content' ) . '</h1>';
	printf(
		' <a class="page-title-action" href="%1$s">%2$s</a>',
		esc_url(
			wp_nonce_url(
				add_query_arg(
					array(
						'action' => 'gdm_leads_export',
						's'      => rawurlencode( $request['q'] ),
						'status' => rawurlencode( $request['status'] ),
					),
					admin_url( 'admin-post.php' )
				),
				'gdm_leads_export'
			)
		),
		esc_html__( 'Export these as CSV', 'gdm-concrete-content' )
	);
	echo '<hr class="wp-header-end">';
	echo '<p>' . esc_html__( 'Every quote request and message sent from the website. They are kept in the website’s own store, not in WordPress.', 'gdm-concrete-content' ) . '</p>';

	echo '<ul class="subsubsub">';
	$links = array();
	foreach ( gdm_concrete_leads_filters() as $status => $label ) {
		$links[] = sprintf(
			'<li><a href="%1$s"%2$s>%3$s</a>',
			esc_url(
				gdm_concrete_leads_url(
					array(
						'status' => $status,
						's'      => $request['q'],
					)
				)
			),
			$status === $request['status'] ? ' class="current" aria-current="page"' : '',
			esc_html( $label )
		);
	}
	// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every part escaped above.
	echo implode( " |</li>\n", $links ) . '</li></ul>';

	echo '<form method="get" action="' . esc_url( admin_url( 'admin.php' ) ) . '">';
	echo '<input type="hidden" name="page" value="' . esc_attr( GDM_CONCRETE_LEADS_PAGE ) . '">';
	echo '<input type="hidden" name="status" value="' . esc_attr( $request['status'] ) . '">';
	echo '<p class="search-box"><label class="screen-reader-text" for="gdm-leads-search">' . esc_html__( 'Search by name, e-mail or phone', 'gdm-concrete-content' ) . '</label>';
	echo '<input type="search" id="gdm-leads-search" name="s" maxlength="200" value="' . esc_attr( $request['q'] ) . '" placeholder="' . esc_attr__( 'Name, e-mail or phone', 'gdm-concrete-content' ) . '">';
	echo ' <input type="submit" class="button" value="' . esc_attr__( 'Search leads', 'gdm-concrete-content' ) . '"></p></form>';

	$answer = gdm_concrete_leads_call(
		'GET',
		'',
		array(
			'q'      => $request['q'],
			'status' => $request['status'],
			'page'   => $request['paged'],
		)
	);
	if ( ! $answer['ok'] || ! is_array( $answer['data'] ) ) {
		gdm_concrete_leads_error( $answer );
		return;
	}
	$leads    = gdm_concrete_leads_rows( $answer['data']['leads'] ?? null );
	$total    = isset( $answer['data']['total'] ) ? max( 0, (int) $answer['data']['total'] ) : 0;
	$per_page = isset( $answer['data']['perPage'] ) ? max( 1, (int) $answer['data']['perPage'] ) : 25;
	$pages    = (int) ceil( $total / $per_page );

	echo '<div class="tablenav top"><div class="tablenav-pages"><span class="displaying-num">';
	/* translators: %s: number of leads */
	echo esc_html( sprintf( _n( '%s lead', '%s leads', $total, 'gdm-concrete-content' ), number_format_i18n( $total ) ) );
	echo '</span>';
	gdm_concrete_leads_pagination( $request, $pages );
	echo '</div><br class="clear"></div>';

	echo '<table class="wp-list-table widefat fixed striped"><thead><tr>';
	// Widths in per cent, so an e-mail address or a page's path fits on one line on a laptop's screen.
	$columns = array(
		array( __( 'When', 'gdm-concrete-content' ), 13 ),
		array( __( 'Name', 'gdm-concrete-content' ), 13 ),
		array( __( 'Contact', 'gdm-concrete-content' ), 19 ),
		array( __( 'Form', 'gdm-concrete-content' ), 12 ),
		array( __( 'Page', 'gdm-concrete-content' ), 16 ),
		array( __( 'Campaign', 'gdm-concrete-content' ), 15 ),
		array( __( 'Status', 'gdm-concrete-content' ), 12 ),
	);
	foreach ( $columns as list( $column, $width ) ) {
		echo '<th scope="col" style="width:' . (int) $width . '%">' . esc_html( $column ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	if ( empty( $leads ) ) {
		echo '<tr><td colspan="7">' . esc_html__( 'No leads match.', 'gdm-concrete-content' ) . '</td></tr>';
	}
	foreach ( $leads as $lead ) {
		$id       = gdm_concrete_leads_text( $lead, 'id' );
		$name     = gdm_concrete_leads_text( $lead, 'name' );
		$campaign = array_filter( array( gdm_concrete_leads_text( $lead, 'utmSource' ), gdm_concrete_leads_text( $lead, 'utmCampaign' ) ) );
		echo '<tr>';
		echo '<td>' . esc_html( gdm_concrete_leads_date( gdm_concrete_leads_text( $lead, 'receivedAt' ) ) ) . '</td>';
		printf(
			'<td><strong><a href="%1$s">%2$s</a></strong></td>',
			esc_url( gdm_concrete_leads_url( array( 'lead' => $id ) ) ),
			esc_html( '' !== $name ? $name : __( '(no name)', 'gdm-concrete-content' ) )
		);
		echo '<td>' . esc_html( gdm_concrete_leads_text( $lead, 'email' ) ) . '<br>' . esc_html( gdm_concrete_leads_text( $lead, 'phone' ) ) . '</td>';
		echo '<td>' . esc_html( gdm_concrete_leads_text( $lead, 'form' ) ) . '</td>';
		echo '<td>' . esc_html( gdm_concrete_leads_text( $lead, 'page' ) ) . '</td>';
		echo '<td>' . esc_html( implode( ' / ', $campaign ) ) . '</td>';
		echo '<td>' . esc_html( gdm_concrete_leads_status_label( gdm_concrete_leads_text( $lead, 'status' ) ) );
		if ( ! empty( $lead['test'] ) ) {
			echo ' <span class="description">(' . esc_html__( 'test', 'gdm-concrete-content' ) . ')</span>';
		}
		echo '</td></tr>';
	}
	echo '</tbody></table>';
}

/**
 * Previous and next page links.
 *
 * @param array{q: string, status: string, paged: int} $request This request.
 * @param int                                          $pages   Number of pages.
 */
function gdm_concrete_leads_pagination( $request, $pages ) {
	if ( $pages <= 1 ) {
		return;
	}
	$link = static function ( $paged, $label, $text ) use ( $request ) {
		return sprintf(
			'<a class="button" href="%1$s" aria-label="%2$s">%3$s</a>',
			esc_url(
				gdm_concrete_leads_url(
					array(
						's'      => $request['q'],
						'status' => $request['status'],
						'paged'  => $paged,
					)
				)
			),
			esc_attr( $label ),
			esc_html( $text )
		);
	};
	echo '<span class="pagination-links"> ';
	if ( $request['paged'] > 1 ) {
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in $link.
		echo $link( $request['paged'] - 1, __( 'Previous page', 'gdm-concrete-content' ), '‹' ) . ' ';
	}
	/* translators: 1: this page, 2: number of pages */
	echo '<span class="paging-input">' . esc_html( sprintf( __( 'Page %1$d of %2$d', 'gdm-concrete-content' ), $request['paged'], $pages ) ) . '</span>';
	if ( $request['paged'] < $pages ) {
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in $link.
		echo ' ' . $link( $request['paged'] + 1, __( 'Next page', 'gdm-concrete-content' ), '›' );
	}
	echo '</span>';
}

/**
 * One lead: every field, the campaign, the tags, each delivery and its attempts, and its actions.
 *
 * @param string $id Lead id.
 */
function gdm_concrete_leads_detail( $id ) {
	echo '<p><a href="' . esc_url( gdm_concrete_leads_url() ) . '">← ' . esc_html__( 'All leads', 'gdm-concrete-content' ) . '</a></p>';
	$answer = gdm_concrete_leads_call( 'GET', '/' . rawurlencode( $id ) );
	if ( ! $answer['ok'] || ! is_array( $answer['data'] ) || ! is_array( $answer['data']['lead'] ?? null ) ) {
		echo '<h1>' . esc_html__( 'Lead', 'gdm-concrete-content' ) . '</h1>';
		gdm_concrete_leads_error( $answer );
		return;
	}
	$lead   = $answer['data']['lead'];
	$status = gdm_concrete_leads_text( $lead, 'status' );
	$name   = gdm_concrete_leads_text( $lead, 'name' );
	echo '<h1>' . esc_html( '' !== $name ? $name : __( 'Lead', 'gdm-concrete-content' ) ) . '</h1>';
	printf(
		'<p><strong>%1$s</strong> · %2$s · %3$s</p>',
		esc_html( gdm_concrete_leads_status_label( $status ) ),
		esc_html( gdm_concrete_leads_text( $lead, 'form' ) ),
		esc_html( gdm_concrete_leads_date( gdm_concrete_leads_text( $lead, 'receivedAt' ) ) )
	);
	if ( 'held' === $status ) {
		/* translators: %s: why the spam guard held it */
		echo '<p>' . esc_html( sprintf( __( 'Held because: %s. It has not been sent to your lead service.', 'gdm-concrete-content' ), ( '' !== gdm_concrete_leads_text( $lead, 'spamReasonText' ) ? gdm_concrete_leads_text( $lead, 'spamReasonText' ) : gdm_concrete_leads_text( $lead, 'spamReason' ) ) ) ) . '</p>';
		gdm_concrete_leads_action_button( 'gdm_leads_release', $id, __( 'Release: deliver this lead', 'gdm-concrete-content' ), 'button-primary' );
	} elseif ( 'spam-marked' === $status ) {
		echo '<p>' . esc_html__( 'This lead is marked as spam. Nothing was deleted; releasing it removes the mark.', 'gdm-concrete-content' ) . '</p>';
		gdm_concrete_leads_action_button( 'gdm_leads_release', $id, __( 'It is not spam', 'gdm-concrete-content' ), 'button' );
	} else {
		if ( 'failed' === $status ) {
			echo '<p>' . esc_html__( 'A delivery of this lead failed after every retry.', 'gdm-concrete-content' ) . '</p>';
			gdm_concrete_leads_action_button( 'gdm_leads_retry', $id, __( 'Retry the failed delivery', 'gdm-concrete-content' ), 'button-primary' );
		}
		// Lead e-mails carry no spam link (their Reply-To is the customer): the owner marks spam here.
		if ( in_array( $status, array( 'delivered', 'pending', 'failed' ), true ) ) {
			echo '<p>' . esc_html__( 'A record only: nothing is deleted, and nothing sent is taken back.', 'gdm-concrete-content' ) . '</p>';
			gdm_concrete_leads_action_button( 'gdm_leads_spam', $id, __( 'Mark as spam', 'gdm-concrete-content' ), 'button' );
		}
	}

	echo '<h2>' . esc_html__( 'What they sent', 'gdm-concrete-content' ) . '</h2><table class="widefat striped"><tbody>';
	foreach ( gdm_concrete_leads_rows( $lead['fields'] ?? null ) as $field ) {
		printf(
			'<tr><th scope="row">%1$s</th><td>%2$s</td></tr>',
			esc_html( gdm_concrete_leads_text( $field, 'label' ) ),
			nl2br( esc_html( gdm_concrete_leads_text( $field, 'value' ) ) )
		);
	}
	echo '</tbody></table>';

	echo '<h2>' . esc_html__( 'Campaign', 'gdm-concrete-content' ) . '</h2>';
	$utm = is_array( $lead['utm'] ?? null ) ? $lead['utm'] : array();
	if ( empty( $utm ) ) {
		echo '<p>' . esc_html__( 'None: the visitor did not come from a tagged link.', 'gdm-concrete-content' ) . '</p>';
	} else {
		echo '<table class="widefat striped"><tbody>';
		foreach ( array_slice( $utm, 0, 20, true ) as $key => $value ) {
			if ( is_string( $value ) ) {
				printf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr>', esc_html( (string) $key ), esc_html( $value ) );
			}
		}
		echo '</tbody></table>';
	}

	echo '<h2>' . esc_html__( 'Tags', 'gdm-concrete-content' ) . '</h2>';
	$tags = array_filter( is_array( $lead['tags'] ?? null ) ? $lead['tags'] : array(), 'is_string' );
	echo '<p>' . esc_html( empty( $tags ) ? __( 'None', 'gdm-concrete-content' ) : implode( ', ', $tags ) ) . '</p>';

	echo '<h2>' . esc_html__( 'Deliveries', 'gdm-concrete-content' ) . '</h2>';
	$deliveries = gdm_concrete_leads_rows( $answer['data']['deliveries'] ?? null );
	if ( empty( $deliveries ) ) {
		echo '<p>' . esc_html__( 'None of its own: it goes out with the lead it completes.', 'gdm-concrete-content' ) . '</p>';
	}
	foreach ( $deliveries as $delivery ) {
		printf(
			'<h3>%1$s: %2$s</h3>',
			esc_html( gdm_concrete_leads_destination_label( gdm_concrete_leads_text( $delivery, 'destination' ) ) ),
			esc_html( gdm_concrete_leads_delivery_label( gdm_concrete_leads_text( $delivery, 'status' ) ) )
		);
		$attempts = gdm_concrete_leads_rows( $delivery['attemptLog'] ?? null );
		if ( empty( $attempts ) ) {
			echo '<p>' . esc_html__( 'Not tried yet.', 'gdm-concrete-content' ) . '</p>';
			continue;
		}
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Attempt', 'gdm-concrete-content' ) . '</th><th scope="col">' . esc_html__( 'Outcome', 'gdm-concrete-content' ) . '</th><th scope="col">' . esc_html__( 'Answer', 'gdm-concrete-content' ) . '</th></tr></thead><tbody>';
		foreach ( $attempts as $attempt ) {
			$code  = gdm_concrete_leads_text( $attempt, 'statusCode' );
			$error = gdm_concrete_leads_text( $attempt, 'error' );
			printf(
				'<tr><td>%1$s</td><td>%2$s</td><td>%3$s</td></tr>',
				esc_html( gdm_concrete_leads_date( gdm_concrete_leads_text( $attempt, 'startedAt' ) ) ),
				esc_html( gdm_concrete_leads_outcome_label( gdm_concrete_leads_text( $attempt, 'outcome' ) ) ),
				esc_html( trim( ( '' !== $code ? 'HTTP ' . $code . ' ' : '' ) . $error ) )
			);
		}
		echo '</tbody></table>';
	}

	$linked = gdm_concrete_leads_rows( $answer['data']['linked'] ?? null );
	if ( ! empty( $linked ) ) {
		echo '<h2>' . esc_html__( 'Sent with it', 'gdm-concrete-content' ) . '</h2>';
		echo '<p>' . esc_html__( 'The same visitor’s other step of the form, delivered together with this one.', 'gdm-concrete-content' ) . '</p><ul>';
		foreach ( array_slice( $linked, 0, 20 ) as $other ) {
			$other_id = gdm_concrete_leads_text( $other, 'id' );
			if ( ! preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $other_id ) ) {
				continue;
			}
			printf(
				'<li><a href="%1$s">%2$s</a>, %3$s</li>',
				esc_url( gdm_concrete_leads_url( array( 'lead' => $other_id ) ) ),
				esc_html( gdm_concrete_leads_text( $other, 'form' ) ),
				esc_html( gdm_concrete_leads_date( gdm_concrete_leads_text( $other, 'receivedAt' ) ) )
			);
		}
		echo '</ul>';
	}
}

/**
 * A button that posts one action on one lead, with a nonce of its own.
 *
 * @param string $action admin-post action.
 * @param string $id     Lead id.
 * @param string $label  Button text.
 * @param string $class  Button class.
 */
function gdm_concrete_leads_action_button( $action, $id, $label, $class ) {
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="' . esc_attr( $action ) . '">';
	echo '<input type="hidden" name="lead" value="' . esc_attr( $id ) . '">';
	wp_nonce_field( $action . ':' . $id );
	echo '<p><button type="submit" class="button ' . esc_attr( $class ) . '">' . esc_html( $label ) . '</button></p></form>';
}

/**
 * The lead id of a posted action, its nonce checked.
 *
 * @param string $action admin-post action.
 * @return string
 */
function gdm_concrete_leads_posted_lead( $action ) {
	gdm_concrete_leads_require_capability();
	$id = isset( $_POST['lead'] ) ? sanitize_text_field( wp_unslash( $_POST['lead'] ) ) : '';
	if ( ! preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $id ) ) {
		wp_die( esc_html__( 'No such lead.', 'gdm-concrete-content' ), 400 );
	}
	check_admin_referer( $action . ':' . $id );
	return $id;
}

/**
 * Back to the lead, with the action's result.
 *
 * @param string $id   Lead id.
 * @param string $code Result code.
 */
function gdm_concrete_leads_back( $id, $code ) {
	wp_safe_redirect(
		gdm_concrete_leads_url(
			array(
				'lead'     => $id,
				'gdm_done' => $code,
			)
		)
	);
	exit;
}

/**
 * Release: the website delivers a held lead, once, as `npm run leads -- release ID` does.
 */
function gdm_concrete_leads_release() {
	$id     = gdm_concrete_leads_posted_lead( 'gdm_leads_release' );
	$answer = gdm_concrete_leads_call( 'POST', '/' . rawurlencode( $id ) . '/release' );
	$status = is_array( $answer['data'] ) ? gdm_concrete_leads_text( $answer['data'], 'status' ) : '';
	if ( $answer['ok'] ) {
		// A lead only marked as spam (delivered already) is unmarked and nothing is sent: the site says 0.
		$sent = is_array( $answer['data'] ) && isset( $answer['data']['deliveries'] ) ? (int) $answer['data']['deliveries'] : 1;
		gdm_concrete_leads_back( $id, 0 === $sent ? 'unmarked' : 'released' );
	}
	$codes = array(
		'not-held'  => 'not-held',
		'not-found' => 'not-found',
	);
	gdm_concrete_leads_back( $id, $codes[ $status ] ?? 'unreachable' );
}

/**
 * Mark as spam: the website notes that a lead was spam, as `npm run leads -- spam ID` does. A record
 * only: nothing is deleted, and a delivery already made or under way is not taken back. Lead e-mails
 * carry no spam link (their Reply-To is the customer, and a reply quotes the body), so this is where the
 * owner marks one; "It is not spam" (Release) removes the mark.
 */
function gdm_concrete_leads_spam() {
	$id     = gdm_concrete_leads_posted_lead( 'gdm_leads_spam' );
	$answer = gdm_concrete_leads_call( 'POST', '/' . rawurlencode( $id ) . '/spam' );
	$status = is_array( $answer['data'] ) ? gdm_concrete_leads_text( $answer['data'], 'status' ) : '';
	if ( $answer['ok'] ) {
		gdm_concrete_leads_back( $id, 'already-marked' === $status ? 'already-marked' : 'marked' );
	}
	$codes = array(
		'not-found' => 'not-found',
	);
	gdm_concrete_leads_back( $id, $codes[ $status ] ?? 'unreachable' );
}

/**
 * Retry: the website sends a lead's failed deliveries again, as `npm run leads -- retry ID` does.
 */
function gdm_concrete_leads_retry() {
	$id     = gdm_concrete_leads_posted_lead( 'gdm_leads_retry' );
	$answer = gdm_concrete_leads_call( 'POST', '/' . rawurlencode( $id ) . '/retry' );
	$status = is_array( $answer['data'] ) ? gdm_concrete_leads_text( $answer['data'], 'status' ) : '';
	if ( $answer['ok'] ) {
		gdm_concrete_leads_back( $id, 'retrying' );
	}
	$codes = array(
		'nothing-to-retry' => 'nothing',
		'not-found'        => 'not-found',
	);
	gdm_concrete_leads_back( $id, $codes[ $status ] ?? 'unreachable' );
}

/**
 * The CSV of the current search and filter, as the website makes it (`npm run leads -- export --csv`).
 *
 * Written to a temporary file as it arrives and sent on from there, so a large export never sits whole
 * in PHP's memory. The file holds every lead's name, e-mail and phone: it is readable by this server's
 * user only (0600), named `gdm-leads-…` in WordPress's temporary folder, and removed however the request
 * ends: sent, refused by the website, the browser gone halfway through the download, or a fatal error.
 */
function gdm_concrete_leads_export() {
	gdm_concrete_leads_require_capability();
	check_admin_referer( 'gdm_leads_export' );
	$request = gdm_concrete_leads_request();
	$file    = gdm_concrete_leads_temp_file();
	if ( '' === $file ) {
		gdm_concrete_leads_export_failed( $request );
	}
	// exit (after a redirect or the download) skips `finally`, and a browser that goes away stops the
	// script at its next output: a shutdown function runs in every one of those cases.
	register_shutdown_function( 'gdm_concrete_leads_delete_temp_file', $file );
	$sent = false;
	try {
		$answer = gdm_concrete_leads_call(
			'GET',
			'/export.csv',
			array(
				'q'      => $request['q'],
				'status' => $request['status'],
			),
			GDM_CONCRETE_LEADS_MAX_CSV,
			$file
		);
		$sent = $answer['ok'] && 0 === strpos( $answer['headers']['content-type'], 'text/csv' );
		if ( $sent ) {
			// A download cut short by the browser still reaches the line that removes the file.
			ignore_user_abort( true );
			// The website names the file by its day; anything else it might say is not used as a file name.
			$filename = preg_match( '/filename="(leads-\d{4}-\d{2}-\d{2}\.csv)"/', $answer['headers']['content-disposition'], $match ) ? $match[1] : 'leads.csv';
			nocache_headers();
			header( 'Content-Type: text/csv; charset=utf-8' );
			header( 'Content-Disposition: attachment; filename="' . $filename . '"' );
			header( 'Content-Length: ' . (string) filesize( $file ) );
			header( 'X-Content-Type-Options: nosniff' );
			readfile( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile -- a download sent as it is.
		}
	} finally {
		gdm_concrete_leads_delete_temp_file( $file );
	}
	if ( ! $sent ) {
		gdm_concrete_leads_export_failed( $request );
	}
	exit;
}

/**
 * Back to the list, saying the CSV could not be made.
 *
 * @param array{q: string, status: string, paged: int} $request This request.
 */
function gdm_concrete_leads_export_failed( $request ) {
	wp_safe_redirect(
		gdm_concrete_leads_url(
			array(
				'status'   => $request['status'],
				's'        => $request['q'],
				'gdm_done' => 'export-error',
			)
		)
	);
	exit;
}

/**
 * A new, empty temporary file for the CSV, `gdm-leads-…` in WordPress's temporary folder, readable and
 * writable by this server's user only; '' when none could be made.
 *
 * @return string
 */
function gdm_concrete_leads_temp_file() {
	// tempnam() makes the file 0600 itself (mkstemp); the chmod says so and holds where it would not.
	$file = tempnam( get_temp_dir(), 'gdm-leads-' );
	if ( false === $file ) {
		return '';
	}
	if ( ! chmod( $file, 0600 ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod -- a private file of this request, not WP_Filesystem's.
		wp_delete_file( $file );
		return '';
	}
	return $file;
}

/**
 * Removes the CSV's temporary file, when it is still there.
 *
 * @param string $file Path.
 */
function gdm_concrete_leads_delete_temp_file( $file ) {
	if ( '' !== $file && file_exists( $file ) ) {
		wp_delete_file( $file );
	}
}
