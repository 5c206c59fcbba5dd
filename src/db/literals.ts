/**
 * Boolean values are written into statements as literals, not parameters (docs/deployment.md
 * "Statements and round trips"). Statements are prepared by name and PostgreSQL may then plan them
 * once for any parameter values (a generic plan); such a plan cannot use a partial index whose
 * predicate names the constant (`WHERE live`, `WHERE NOT is_draft`), since `live = $1` does not imply
 * `live`. With the literal, every plan of the statement can. A boolean is one of two values, so this
 * adds at most one statement text per value and never a text per request.
 */
import {
  OperationNodeTransformer,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';

class BooleanLiterals extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === 'boolean' && !node.immediate ? ValueNode.createImmediate(node.value) : node;
  }
}

export class InlineBooleans implements KyselyPlugin {
  private readonly transformer = new BooleanLiterals();

  transformQuery(args: PluginTransformQueryArgs) {
    return this.transformer.transformNode(args.node, args.queryId);
  }

  transformResult(args: PluginTransformResultArgs) {
    return Promise.resolve(args.result);
  }
}
